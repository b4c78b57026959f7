import PaletteModel

/// The Swift identifier of a palette key: the Swift emitter's naming rule (`SwiftEmitter.nameRule`).
///
/// The rule, in order:
/// 1. Split the key into words at every ASCII character that is not a letter or digit (the character is
///    dropped), at every lower-case → upper-case change (`textPrimary` → `text`, `Primary`), and before the
///    last capital of a capital run that is followed by a lower-case letter (`URLColor` → `URL`, `Color`).
///    A letter–digit change is not a split (`PGC01` stays one word). These are the words of `CSSPropertyName`.
/// 2. Every non-ASCII Unicode scalar is a word of its own, written `u` + its upper-case hex code without
///    leading zeros (`🎨` → `u1F3A8`, `é` → `uE9`), so the identifier is always plain ASCII.
/// 3. lowerCamelCase: the first word is lower-cased entirely; every later word gets an upper-case first
///    letter and the rest lower-cased (`Brand Blue` → `brandBlue`, `URLColor` → `urlColor`,
///    `bg.secondary` → `bgSecondary`, `text-primary` → `textPrimary`, `PGC01` → `pgc01`). The hex digits of
///    a non-ASCII word stay upper-case (`🎨accent` → `u1F3A8Accent`, `brand🎨` → `brandU1F3A8`).
/// 4. A key with no words at all (empty, or only separators such as `_` or `.`) becomes `_`; an identifier
///    that would start with a digit gets a `_` in front (`01` → `_01`).
/// 5. Keywords (`default`, `class`, `self`, `init`, `true`, `nil`, `any`, `some`, …; see `isKeyword(_:)`) are
///    returned as they are; the emitter wraps them in backticks where it declares or uses them.
///
/// Different keys can map to one identifier (`PGC01` and `pgc01`, `text-primary` and `textPrimary`); callers
/// report that as `name-collision`.
public enum SwiftIdentifier {
    /// The lowerCamelCase identifier of `key`, following the rule above.
    public static func make(from key: String) -> String {
        KeyWords.asciiName(of: key, capacity: { $0 + 1 }) { bytes, name in
            var count = 0
            KeyWords.forEach(ascii: bytes) { piece in
                guard case .ascii(let byte, let startsWord) = piece else { return }
                let isDigit = byte >= 0x30 && byte <= 0x39
                name[count] = startsWord && count > 0 && !isDigit ? byte & ~0x20 : byte | 0x20
                count += 1
            }
            if count == 0 {
                name[0] = 0x5F
                return 1
            }
            if name[0] >= 0x30, name[0] <= 0x39 {
                // An identifier cannot start with a digit: `_` in front.
                for index in stride(from: count, to: 0, by: -1) { name[index] = name[index - 1] }
                name[0] = 0x5F
                count += 1
            }
            return count
        } ?? String(decoding: bytes(of: key, upperFirst: false), as: UTF8.self)
    }

    /// The UpperCamelCase type name of `name` (`brand colors` → `BrandColors`): the rule above with the first
    /// word capitalized like the later ones.
    public static func makeType(from name: String) -> String {
        String(decoding: bytes(of: name, upperFirst: true), as: UTF8.self)
    }

    /// Whether `identifier` is a Swift keyword that must be written in backticks to be used as a name.
    ///
    /// Covers every reserved word plus the contextual keywords that are risky as member names (`any`, `some`,
    /// `Type`, `Protocol`, `Self`, `async`, `await`, …); backticks around a word that did not need them are
    /// harmless, so the list errs on the side of quoting.
    public static func isKeyword(_ identifier: String) -> Bool {
        keywords.contains(identifier)
    }

    /// Reserved and risky contextual Swift keywords.
    private static let keywords: Set<String> = [
        "_", "Any", "Protocol", "Self", "Type", "actor", "any", "as", "associatedtype", "async", "await",
        "borrowing", "break", "case", "catch", "class", "consume", "consuming", "continue", "copy", "default",
        "defer", "deinit", "discard", "do", "each", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "indirect", "init", "inout", "internal",
        "is", "isolated", "let", "macro", "nil", "nonisolated", "open", "operator", "package", "precedencegroup",
        "private", "protocol", "public", "repeat", "rethrows", "return", "self", "some", "static", "struct",
        "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// The identifier's ASCII bytes; `upperFirst` capitalizes the first word too.
    private static func bytes(of key: String, upperFirst: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(key.utf8.count + 1)
        KeyWords.forEach(in: key) { piece in
            switch piece {
            case .scalar(let value):
                bytes.append(bytes.isEmpty && !upperFirst ? 0x75 : 0x55)
                HexEncoder.append(value, .upper, to: &bytes)
            case .ascii(let byte, let startsWord):
                let capitalize = startsWord && (upperFirst || !bytes.isEmpty)
                let isDigit = byte >= 0x30 && byte <= 0x39
                // ASCII letters differ from their other case only in bit 0x20; digits already have it set.
                bytes.append(capitalize && !isDigit ? byte & ~0x20 : byte | 0x20)
            }
        }
        if bytes.isEmpty {
            bytes.append(0x5F)
        } else if bytes[0] >= 0x30, bytes[0] <= 0x39 {
            bytes.insert(0x5F, at: 0)
        }
        return bytes
    }
}
