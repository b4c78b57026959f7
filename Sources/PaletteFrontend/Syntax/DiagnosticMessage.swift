/// The text of a message a reader reports through its own helper (`report`, `fail`, `invalid`), which adds the rule
/// and the position.
///
/// It has no literal initializer: each message is a named factory in an `extension DiagnosticMessage` at the bottom
/// of the file that raises it, as `extension Diagnostic` holds the messages of the code that builds whole diagnostics.
struct DiagnosticMessage: Sendable {
    /// The message as printed.
    let text: String
}
