/// Generated text with its header's digest taken out, for tests that compare whole texts: the digest depends on
/// every byte, and `GeneratedHeaderTests` checks it.
public enum HeaderDigest {
    /// `text` with ` digest:` and the 32 hexadecimal digits after it removed from its first header.
    public static func removed(from text: String) -> String {
        guard let label = text.range(of: " digest:") else { return text }
        let digits = text[label.upperBound...].prefix(32)
        guard digits.count == 32, digits.allSatisfy(\.isHexDigit) else { return text }
        return text.replacingCharacters(in: label.lowerBound..<text.index(label.upperBound, offsetBy: 32), with: "")
    }
}
