import PaletteModel

/// Builds an XML property list as text in one pass: header, DO-NOT-EDIT comment, tab-indented body.
struct ForeignPlistText {
    /// The text built so far.
    private(set) var text: String
    /// The current indentation depth in tabs.
    private var depth = 0

    /// Starts a plist with the XML declaration, the DOCTYPE and the header comment, and opens `<plist>`.
    init(header: String, capacity: Int) {
        text = ""
        text.reserveCapacity(capacity + 256)
        text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text +=
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
        text += XMLEscaper.comment(header) + "\n"
        text += "<plist version=\"1.0\">\n"
    }

    /// Writes one line at the current depth.
    private mutating func line(_ content: String) {
        text += String(repeating: "\t", count: depth)
        text += content
        text += "\n"
    }

    /// Opens a `<dict>`.
    mutating func openDict() {
        line("<dict>")
        depth += 1
    }

    /// Closes the innermost `<dict>`.
    mutating func closeDict() {
        depth = max(0, depth - 1)
        line("</dict>")
    }

    /// Writes a `<key>`.
    mutating func key(_ name: String) {
        line("<key>" + XMLEscaper.escaped(name) + "</key>")
    }

    /// Writes a `<string>`.
    mutating func string(_ value: String) {
        line("<string>" + XMLEscaper.escaped(value) + "</string>")
    }

    /// Writes `<true/>` or `<false/>`.
    mutating func bool(_ value: Bool) {
        line(value ? "<true/>" : "<false/>")
    }

    /// Closes `<plist>` and returns the finished text.
    mutating func finish() -> String {
        text += "</plist>\n"
        return text
    }
}
