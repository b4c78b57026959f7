import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// A marked test input as a `SourceFile`, with the markers' places as diagnostic locations.
struct MarkedSource {
    /// The text and its markers.
    let marked: MarkedText
    /// The file the reader is given.
    let file: SourceFile

    /// Strips the markers from `text` and makes a file of the rest.
    init(_ text: String, path: String = "test") {
        self.marked = MarkedText(text)
        self.file = SourceFile(path: path, text: marked.text)
    }

    /// The byte offset of a marker.
    func offset(_ marker: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        try #require(marked.offsets[marker], "no marker \(marker)", sourceLocation: sourceLocation)
    }

    /// The location a diagnostic at a marker has.
    func location(_ marker: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Diagnostic.Location {
        file.location(ofOffset: try offset(marker, sourceLocation: sourceLocation))
    }
}

extension SyntaxNode {
    /// The value as compact JSON-like text without offsets (`{"a":[1,true]}`), numbers as written; for assertions.
    var compactText: String {
        switch value {
        case .string(let text): return "\"" + text + "\""
        case .number(let text): return text
        case .integer(let text): return "int(\(text))"
        case .real(let text): return "real(\(text))"
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .date(let text): return "date(\(text))"
        case .data(let text): return "data(\(text))"
        case .array(let elements): return "[" + elements.map(\.compactText).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { "\"\($0.key)\":" + $0.value.compactText }.joined(separator: ",") + "}"
        }
    }
}

extension DiagnosticBag {
    /// The rules of the diagnostics, in order.
    var rules: [Rule] {
        diagnostics.map(\.rule)
    }
}

extension Diagnostic {
    /// The line palettec prints for the diagnostic, without its notes: `path:line:column: severity: message [rule]`.
    var printedLine: String {
        let place = location.map { "\($0.path):\($0.line):\($0.column): " } ?? "palettec: "
        return place + "\(severity.rawValue): \(message) [\(rule.rawValue)]"
    }
}

extension DiagnosticBag {
    /// The printed line of every diagnostic, ordered by place as palettec prints them.
    var printedLines: [String] {
        sorted().map(\.printedLine)
    }
}
