public import PaletteModel

/// Reads an XML property list into a located `SyntaxNode` tree, keeping `<dict>` order and duplicate keys.
///
/// Malformed XML is reported by `XMLReader` (`xml-syntax`) and gives `nil`. Well-formed XML that breaks the plist
/// DTD (an unknown element, a `<key>` without a value, stray text) is reported as `plist-syntax`; the offending
/// element is left out and reading goes on, so the tree returned may come with errors in `diagnostics`.
/// A value's offset is the `<` of its element; a member's key offset is the `<` of its `<key>`.
public enum PlistReader {
    /// The value inside the `<plist>` root, or `nil` after reporting why there is none.
    public static func read(
        _ file: SourceFile,
        limits: ReaderLimits = .default,
        diagnostics: inout DiagnosticBag
    ) -> SyntaxNode? {
        guard let root = XMLReader.read(file, limits: limits, diagnostics: &diagnostics) else { return nil }
        var builder = PlistTreeBuilder(file: file)
        let node = builder.value(ofPlist: root)
        diagnostics.append(contentsOf: builder.diagnostics)
        return node
    }
}
