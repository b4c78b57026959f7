/// The CSS custom-property name of a palette key: the one naming rule the CSS emitter and lowering share.
///
/// The rule, in order:
/// 1. Split the key into words at every ASCII character that is not a letter or digit (the character is
///    dropped), at every lower-case → upper-case change (`textPrimary` → `text`, `Primary`), and before the
///    last capital of a capital run that is followed by a lower-case letter (`URLColor` → `URL`, `Color`).
///    A letter–digit change is not a split (`PGC01` stays one word).
/// 2. Every non-ASCII Unicode scalar is a word of its own, written `u` + its lower-case hex code
///    (`🎨` → `u1f3a8`, `é` → `ue9`), so the name is always plain ASCII.
/// 3. Lower-case the words and join them with `-`.
/// 4. A key with no words at all (empty, or only separators such as `_` or `.`) is named `_`.
/// 5. The result is `--` + prefix + name: `PGC01` → `--pgc01`, `bg.secondary` → `--bg-secondary`,
///    `text_primary` → `--text-primary`, `01` → `--01` (custom properties may start with a digit).
///
/// Different keys can map to one name (`PGC01` and `pgc01`, `text-primary` and `textPrimary`); callers
/// report that as `name-collision`. The prefix is used verbatim, so whether two keys collide does not
/// depend on it.
public enum CSSPropertyName {
    /// The custom-property name of `key`, with `prefix` between `--` and the name.
    public static func make(from key: String, prefix: String = "") -> String {
        var bytes: [UInt8] = [0x2D, 0x2D]
        bytes.append(contentsOf: prefix.utf8)
        appendName(of: key, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the name of `key` (without `--` or prefix) to `bytes`, as ASCII.
    public static func appendName(of key: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        var scalars = key.unicodeScalars.makeIterator()
        var next = scalars.next()
        var wordOpen = false
        var previous = CharacterClass.separator
        while let scalar = next {
            next = scalars.next()
            let value = scalar.value
            let current = CharacterClass(value)
            switch current {
            case .separator:
                wordOpen = false
            case .nonASCII:
                if bytes.count > start { bytes.append(0x2D) }
                bytes.append(0x75)
                appendHex(value, to: &bytes)
                wordOpen = false
            case .upper, .lower, .digit:
                let following = next.map { CharacterClass($0.value) } ?? .separator
                let split =
                    wordOpen
                    && ((previous == .lower && current == .upper)
                        || (previous == .upper && current == .upper && following == .lower))
                if !wordOpen || split {
                    if bytes.count > start { bytes.append(0x2D) }
                    wordOpen = true
                }
                // Lower-cases A–Z; digits and lower-case letters already have bit 0x20 set.
                bytes.append(UInt8(value) | 0x20)
            }
            previous = current
        }
        if bytes.count == start { bytes.append(0x5F) }
    }

    /// Appends `value` as lower-case hex without leading zeros.
    private static func appendHex(_ value: UInt32, to bytes: inout [UInt8]) {
        var shift: UInt32 = 28
        var started = false
        while true {
            let nibble = Int((value >> shift) & 0xF)
            if nibble != 0 || started || shift == 0 {
                // 0–9 are 0x30–0x39; a–f are 0x61–0x66.
                bytes.append(nibble < 10 ? 0x30 + UInt8(nibble) : 0x57 + UInt8(nibble))
                started = true
            }
            if shift == 0 { break }
            shift -= 4
        }
    }

    /// The classes of scalar the naming rule tells apart.
    private enum CharacterClass {
        /// An ASCII character that is not a letter or digit.
        case separator
        /// `A`–`Z`.
        case upper
        /// `a`–`z`.
        case lower
        /// `0`–`9`.
        case digit
        /// Any scalar above U+007F.
        case nonASCII

        /// The class of a scalar value.
        init(_ value: UInt32) {
            switch value {
            case 0x41...0x5A: self = .upper
            case 0x61...0x7A: self = .lower
            case 0x30...0x39: self = .digit
            case 0x80...: self = .nonASCII
            default: self = .separator
            }
        }
    }
}
