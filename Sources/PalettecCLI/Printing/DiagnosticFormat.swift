/// How diagnostics are printed.
enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `path:line:col: error: message [rule-id]`, with the source line and a caret (swiftc/clang style).
    case text
    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…::message`.
    case github
    /// A JSON array of diagnostics on standard output.
    case json
}
