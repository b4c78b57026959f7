import PaletteModel

/// The XML property-list pieces the foreign-format writers print: the prolog with the DO-NOT-EDIT comment,
/// `<dict>`, `<key>`, `<string>` and booleans, one element a line.
///
/// Print into a `GeneratedFile` indented by a tab, as Xcode writes property lists.
extension CodePrinter {
    /// Where a property list palettec writes carries its header: a comment right after the DOCTYPE.
    static let plistHeader = GeneratedHeader.Position(
        after: plistProlog.joined(separator: "\n") + "\n<!-- "
    )

    /// The XML declaration and the DOCTYPE, one line each.
    private static let plistProlog = [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
    ]

    /// Prints the XML declaration, the DOCTYPE and `header` as a comment, then `body` inside `<plist>`; the root
    /// element sits at `<plist>`'s own depth, as in Apple's plists.
    mutating func plist(header: String, _ body: (inout CodePrinter) -> Void) {
        for prolog in Self.plistProlog { line(prolog) }
        line(XMLEscaper.comment(header))
        line(#"<plist version="1.0">"#)
        body(&self)
        line("</plist>")
    }

    /// Prints a `<dict>` whose members `body` prints one level deeper.
    mutating func plistDict(_ body: (inout CodePrinter) -> Void) {
        block("<dict>", closer: "</dict>", body)
    }

    /// Prints a `<key>`.
    mutating func plistKey(_ name: String) {
        write("<key>")
        write(xmlEscaped: name)
        write("</key>")
        endLine()
    }

    /// Prints a `<string>`.
    mutating func plistString(_ value: String) {
        write("<string>")
        write(xmlEscaped: value)
        write("</string>")
        endLine()
    }

    /// Prints a number as `ColorValue.decimal` spells it: `<integer>` when whole, otherwise `<real>`.
    mutating func plistNumber(_ value: Double) {
        let text = ColorValue.decimal(value)
        let element = text.contains(".") ? "real" : "integer"
        line("<\(element)>\(text)</\(element)>")
    }

    /// Prints `<true/>` or `<false/>`.
    mutating func plistBool(_ value: Bool) {
        line(value ? "<true/>" : "<false/>")
    }
}
