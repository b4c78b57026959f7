public import PaletteModel

/// Reads an XML document into located elements: the base of the plist reader and of the Android and SwiftGen
/// XML readers.
///
/// Handles the XML declaration, `<!DOCTYPE …>` (skipped, internal subset included), comments and processing
/// instructions (dropped), CDATA (read as text), the five predefined entities and character references.
/// Recoverable problems (a bad reference, text outside the root, a duplicate attribute, a second root) are
/// reported and reading goes on; any other problem is reported once and the result is `nil`.
public enum XMLReader {
    /// The root element of an XML file, or `nil` after reporting why it could not be read.
    public static func read(
        _ file: SourceFile,
        limits: ReaderLimits = .default,
        diagnostics: inout DiagnosticBag
    ) -> XMLElement? {
        guard let start = SourceEncoding.textStart(of: file, limits: limits, diagnostics: &diagnostics) else {
            return nil
        }
        var scanner = XMLScanner(file: file, start: start, maxDepth: limits.maxDepth)
        let root = scanner.parse()
        diagnostics.append(contentsOf: scanner.diagnostics)
        return root
    }
}
