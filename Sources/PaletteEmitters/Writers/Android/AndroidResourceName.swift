/// The one rule that turns a color key into an Android resource name: lowercase snake_case that is a valid
/// Java identifier (`R.color.<name>`).
///
/// - A name that is already valid (`pgc01`, `theme_cyan`) is kept as it is, so Android palettes round-trip.
/// - Otherwise words are split at `.`, `-`, `_`, spaces and other non-alphanumeric characters and at case
///   changes (`textPrimary` → `text_primary`, `HTTPLink` → `http_link`, `PGC01` → `pgc01`), lowercased and
///   joined with `_`; characters outside ASCII letters and digits are dropped.
/// - A name that would start with a digit or be empty gets the prefix `color_`; a Java keyword gets a
///   trailing `_` (`private` → `private_`).
public enum AndroidResourceName {
    /// The resource name for a key.
    public static func make(from key: String) -> String {
        if isValid(key) { return key }
        var words: [[UInt8]] = []
        var current: [UInt8] = []
        let bytes = Array(key.utf8)
        for (index, byte) in bytes.enumerated() {
            guard isASCIIAlphanumeric(byte) else {
                if !current.isEmpty { words.append(current) }
                current = []
                continue
            }
            // The word so far is lowercased already; case changes are judged on the key as written.
            if isUpper(byte), !current.isEmpty, index > 0 {
                let previous = bytes[index - 1]
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                // A capital starts a word after a lowercase letter or digit (`textPrimary`), or when it is the
                // last capital of a run followed by a lowercase letter (`HTTPLink` → HTTP | Link).
                if isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next)) {
                    words.append(current)
                    current = []
                }
            }
            current.append(isUpper(byte) ? byte &+ 0x20 : byte)
        }
        if !current.isEmpty { words.append(current) }
        var name = words.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "_")
        if name.isEmpty || name.utf8.first.map(isDigit) == true {
            name = name.isEmpty ? "color" : "color_" + name
        }
        if javaKeywords.contains(name) { name += "_" }
        return name
    }

    /// Whether `name` is already a lowercase snake_case Java identifier that is not a keyword.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, isLower(first) else { return false }
        return name.utf8.allSatisfy { isLower($0) || isDigit($0) || $0 == 0x5F } && !javaKeywords.contains(name)
    }

    /// Java's reserved words and literals, which cannot be field names in `R.color`.
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null",
    ]

    /// `A`–`Z`.
    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    /// `a`–`z`.
    private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    /// `0`–`9`.
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    /// An ASCII letter or digit.
    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || isDigit(byte) }
}
