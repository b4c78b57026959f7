import PaletteModel

/// The CSS custom-property name of a palette key: the CSS emitter's naming rule (`CSSEmitter.nameRule`).
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
        if prefix.isEmpty,
            let name = KeyWords.asciiName(
                of: key,
                capacity: { 2 + max(1, 2 * $0) },
                { bytes, name in
                    name[0] = 0x2D
                    name[1] = 0x2D
                    var count = 2
                    KeyWords.forEach(ascii: bytes) { piece in
                        guard case .ascii(let byte, let startsWord) = piece else { return }
                        if startsWord, count > 2 {
                            name[count] = 0x2D
                            count += 1
                        }
                        // Lower-cases A–Z; digits and lower-case letters already have bit 0x20 set.
                        name[count] = byte | 0x20
                        count += 1
                    }
                    if count == 2 {
                        name[2] = 0x5F
                        count = 3
                    }
                    return count
                }
            )
        {
            return name
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 + prefix.utf8.count + 2 * key.utf8.count)
        bytes.append(0x2D)
        bytes.append(0x2D)
        if !prefix.isEmpty { bytes.append(contentsOf: prefix.utf8) }
        appendName(of: key, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the name of `key` (without `--` or prefix) to `bytes`, as ASCII.
    public static func appendName(of key: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        KeyWords.forEach(in: key) { piece in
            switch piece {
            case .ascii(let byte, let startsWord):
                if startsWord, bytes.count > start { bytes.append(0x2D) }
                // Lower-cases A–Z; digits and lower-case letters already have bit 0x20 set.
                bytes.append(byte | 0x20)
            case .scalar(let value):
                if bytes.count > start { bytes.append(0x2D) }
                bytes.append(0x75)
                HexEncoder.append(value, .lower, to: &bytes)
            }
        }
        if bytes.count == start { bytes.append(0x5F) }
    }
}
