import PaletteModel

/// CSS gradients, which token files may type `color` (Tokens Studio writes `"$type": "color"` with a
/// `linear-gradient(…)` value; Style Dictionary passes them through) but a palette cannot hold.
enum CSSGradient {
    /// The gradient functions of CSS Images 3 and 4, lowercased.
    static let functions = [
        "linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient",
        "repeating-radial-gradient", "repeating-conic-gradient",
    ]

    /// The gradient function a value calls (`linear-gradient`), matched ASCII case-insensitively, or `nil`.
    static func function(of text: String) -> String? {
        var name: [UInt8] = []
        for byte in text.utf8 {
            if byte == UInt8(ascii: "(") { break }
            name.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        let lowered = String(decoding: name, as: UTF8.self)
        guard name.count < text.utf8.count, functions.contains(lowered) else { return nil }
        return lowered
    }

    /// The first value node among `nodes` that is a gradient string, with its function.
    static func first(in nodes: [SyntaxNode]) -> (function: String, node: SyntaxNode)? {
        for node in nodes {
            if case .string(let text) = node.value, let function = function(of: text) { return (function, node) }
        }
        return nil
    }
}

extension Diagnostic {
    /// A warning at a color token's gradient value; the token is skipped.
    static func gradientIsNotRead(_ key: String, function: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(key)' is a \(function)(), which a palette cannot hold; the token is not read",
            at: location,
            severity: .warning
        )
    }
}
