import PaletteModel

/// Which DTCG tokens are colors, and the one warning about the tokens palettec does not read.
///
/// A token is a color when its `$type` (own or inherited) is `color`; when it has no type, when its value is a
/// color object, or an alias whose chain ends at a color. Everything else (dimensions, gradients, untyped
/// strings) is not read: one `unsupported-by-format` warning per file counts them. A token typed `color` whose
/// value is a CSS gradient (as Tokens Studio writes them) is not read either, with a warning of its own at the
/// gradient.
struct DTCGColorTokens {
    /// Tokens that are not colors, in order (their keys are joined only for the one warning).
    private(set) var skipped: [DTCGToken] = []
    /// Tokens typed `color` whose value (or a mode's) is a gradient, with the gradient's function and node.
    private(set) var gradients: [(token: DTCGToken, function: String, node: SyntaxNode)] = []

    /// Whether a token is a color, judged against all tokens by path (for untyped aliases).
    mutating func isColor(_ token: DTCGToken, paths: TokenPaths, byPath: [TokenPaths.Path: DTCGToken]) -> Bool {
        if token.type == "color", let gradient = CSSGradient.first(in: [token.value] + token.modes.map(\.value)) {
            gradients.append((token, gradient.function, gradient.node))
            return false
        }
        if Self.isColor(token, paths: paths, byPath: byPath) { return true }
        skipped.append(token)
        return false
    }

    /// Whether a token is a color, without recording it.
    static func isColor(_ token: DTCGToken, paths: TokenPaths, byPath: [TokenPaths.Path: DTCGToken]) -> Bool {
        if let type = token.type { return type == "color" }
        if token.hasColorObject { return true }
        var current = token
        // Follow untyped alias chains a bounded number of steps: a cycle is lowering's to report.
        for _ in 0..<64 {
            guard case .string(let text) = current.value.value, let target = DTCGValueDecoder.aliasTarget(text),
                let path = paths.path(ofKey: target), let next = byPath[path]
            else { return false }
            if let type = next.type { return type == "color" }
            if next.hasColorObject { return true }
            current = next
        }
        return false
    }

    /// Reports each gradient at its value, and the other skipped tokens once, at the first of them.
    func report(files: [SourceFile], paths: TokenPaths, diagnostics: inout DiagnosticBag) {
        reportGradients(files: files, paths: paths, diagnostics: &diagnostics)
        if let summary = skippedTokens(files: files, paths: paths) { diagnostics.report(summary.note) }
    }

    /// Reports each gradient at its value.
    func reportGradients(files: [SourceFile], paths: TokenPaths, diagnostics: inout DiagnosticBag) {
        for (token, function, node) in gradients where files.indices.contains(token.fileIndex) {
            let location = files[token.fileIndex].location(ofOffset: node.offset)
            diagnostics.report(.gradientIsNotRead(paths.key(token.path), function: function, at: location))
        }
    }

    /// The tokens that are not colors, as the one note counts them; `nil` when there are none.
    func skippedTokens(files: [SourceFile], paths: TokenPaths) -> SkippedTokens? {
        guard let first = skipped.first, files.indices.contains(first.fileIndex) else { return nil }
        return SkippedTokens(
            count: skipped.count,
            firstKey: paths.key(first.path),
            firstType: first.type,
            location: files[first.fileIndex].location(ofOffset: first.keyOffset)
        )
    }
}

/// How many tokens of a file are not colors, and the first of them: what the one note about them says.
struct SkippedTokens {
    var count: Int
    var firstKey: String
    /// The first token's `$type` (`nil`: it has none).
    var firstType: String?
    /// Where the first token's name is.
    var location: Diagnostic.Location

    /// The note that counts them (a note, as the other token readers give: a file of design tokens holds sizes and
    /// fonts by design, and nothing in it is wrong).
    var note: Diagnostic {
        .tokensAreNotColors(count, first: firstKey, type: firstType, at: location)
    }
}

extension Diagnostic {
    /// A note about `count` skipped tokens, naming the first and its `$type` (`nil`: it has none).
    fileprivate static func tokensAreNotColors(
        _ count: Int,
        first key: String,
        type: String?,
        at location: Location
    ) -> Diagnostic {
        let what = type.map { "$type '\($0)'" } ?? "no $type"
        return Diagnostic(
            .unsupportedByFormat,
            "\(count) \(count == 1 ? "token is" : "tokens are") not \(count == 1 ? "a color" : "colors") and not read (first: '\(key)', \(what)); a palette holds only colors",
            at: location,
            severity: .note
        )
    }
}
