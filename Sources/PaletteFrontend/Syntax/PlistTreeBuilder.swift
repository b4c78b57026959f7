import PaletteModel

/// Turns the elements of a property list into `SyntaxNode`s, depth-first with an explicit stack.
struct PlistTreeBuilder {
    /// One `<dict>` or `<array>` whose children are being converted.
    struct Frame {
        /// The container element.
        var element: XMLElement
        /// The index of the next child to look at.
        var next = 0
        /// The finished elements of an `<array>`.
        var elements: [SyntaxNode] = []
        /// The finished members of a `<dict>`.
        var members: [SyntaxNode.Member] = []
        /// The `<key>` waiting for its value in a `<dict>`: its text and the offset of its `<`.
        var pendingKey: (text: String, offset: Int)?

        /// Whether the container is a `<dict>`.
        var isDict: Bool { element.name == "dict" }
    }

    /// The file, for locations.
    let file: SourceFile
    /// The problems found so far.
    var diagnostics = DiagnosticBag()
    /// Creates a builder.
    init(file: SourceFile) {
        self.file = file
    }

    /// The one value inside a `<plist>` root element.
    mutating func value(ofPlist root: XMLElement) -> SyntaxNode? {
        guard root.name == "plist" else {
            report(.notAPlist(root.name), at: root.offset)
            return nil
        }
        reportStrayText(in: root)
        let values = root.elements
        guard let first = values.first else {
            report(.emptyPlist, at: root.offset)
            return nil
        }
        for extra in values.dropFirst() {
            report(.secondPlistValue(extra.name), at: extra.offset)
        }
        return convert(first)
    }

    /// Converts an element and everything inside it; `nil` if the element is not a plist value.
    mutating func convert(_ top: XMLElement) -> SyntaxNode? {
        guard top.name == "dict" || top.name == "array" else { return scalar(top) }
        reportStrayText(in: top)
        var stack = [Frame(element: top)]
        while let last = stack.indices.last {
            // Read the frame's fields one by one: a copy of the whole frame would make every append copy its arrays.
            let next = stack[last].next
            guard next < stack[last].element.children.count else {
                let done = stack.removeLast()
                if let key = done.pendingKey {
                    report(.keyWithoutValueAtEnd(key.text), at: key.offset)
                }
                let node =
                    done.isDict
                    ? SyntaxNode(.object(done.members), offset: done.element.offset)
                    : SyntaxNode(.array(done.elements), offset: done.element.offset)
                guard !stack.isEmpty else { return node }
                deliver(node, to: &stack[stack.count - 1])
                continue
            }
            stack[last].next = next + 1
            guard case .element(let child) = stack[last].element.children[next] else { continue }
            let isDict = stack[last].isDict
            let pendingKey = stack[last].pendingKey
            if isDict, child.name == "key" {
                if let pendingKey {
                    report(
                        .keyWithoutValue(pendingKey.text),
                        at: child.offset,
                        notes: [.keyIsHere(pendingKey.text, at: file.location(ofOffset: pendingKey.offset))]
                    )
                }
                stack[last].pendingKey = (keyText(child), child.offset)
                continue
            }
            if isDict, pendingKey == nil {
                report(.missingKey(found: child.name), at: child.offset)
                continue
            }
            if child.name == "dict" || child.name == "array" {
                reportStrayText(in: child)
                stack.append(Frame(element: child))
                continue
            }
            if let node = scalar(child) {
                deliver(node, to: &stack[last])
            } else {
                // The value was reported and left out; its key goes with it.
                stack[last].pendingKey = nil
            }
        }
        return nil
    }

    /// Adds a finished value to a container, under the `<dict>`'s pending key.
    func deliver(_ node: SyntaxNode, to frame: inout Frame) {
        if frame.isDict {
            guard let key = frame.pendingKey else { return }
            frame.members.append(SyntaxNode.Member(key: key.text, keyOffset: key.offset, value: node))
            frame.pendingKey = nil
        } else {
            frame.elements.append(node)
        }
    }

    /// Converts an element that holds no other values: strings, numbers, booleans, dates and data.
    mutating func scalar(_ element: XMLElement) -> SyntaxNode? {
        let value: SyntaxNode.Value
        switch element.name {
        case "string":
            value = .string(text(of: element))
        case "integer":
            let number = trimmed(text(of: element))
            if !PlistNumber.isInteger(number) {
                report(.invalidInteger(number), at: element.offset)
            }
            value = .integer(number)
        case "real":
            let number = trimmed(text(of: element))
            if !PlistNumber.isReal(number) {
                report(.invalidReal(number), at: element.offset)
            }
            value = .real(number)
        case "true", "false":
            if !trimmed(text(of: element)).isEmpty {
                report(.nonEmptyBoolean(element.name), at: element.offset)
            }
            value = .bool(element.name == "true")
        case "date":
            value = .date(trimmed(text(of: element)))
        case "data":
            value = .data(text(of: element))
        case "key":
            report(.keyOutsideDict, at: element.offset)
            return nil
        default:
            report(.unknownElement(element.name), at: element.offset)
            return nil
        }
        return SyntaxNode(value, offset: element.offset)
    }

    /// The text of a `<key>`.
    mutating func keyText(_ element: XMLElement) -> String {
        text(of: element)
    }

    /// The text inside an element that may hold only text; child elements are reported and ignored.
    mutating func text(of element: XMLElement) -> String {
        for child in element.elements {
            report(.elementInText(child.name, in: element.name), at: child.offset)
        }
        return element.text
    }

    /// Reports text between the elements of a container, unless it is whitespace.
    mutating func reportStrayText(in element: XMLElement) {
        for case .text(let text, let offset) in element.children where !trimmed(text).isEmpty {
            // Point at the text itself, not at the line break and indentation before it.
            var start = offset
            while start < file.bytes.count, XMLScanner.isWhitespace(file.bytes[start]) { start += 1 }
            report(.strayText(in: element.name), at: start)
        }
    }

    /// Text without XML whitespace at either end.
    func trimmed(_ text: String) -> String {
        let utf8 = Array(text.utf8)
        guard let first = utf8.firstIndex(where: { !XMLScanner.isWhitespace($0) }),
            let last = utf8.lastIndex(where: { !XMLScanner.isWhitespace($0) })
        else { return "" }
        return String(decoding: utf8[first...last], as: UTF8.self)
    }

    /// Reports a `plist-syntax` problem.
    mutating func report(_ message: DiagnosticMessage, at offset: Int, notes: [Diagnostic.Note] = []) {
        diagnostics.report(Diagnostic(.plistSyntax, message.text, at: file.location(ofOffset: offset), notes: notes))
    }
}

extension DiagnosticMessage {
    /// The element names a property list allows as values.
    private static let valueElements =
        "<dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date> or <data>"

    fileprivate static func notAPlist(_ root: String) -> Self {
        Self(text: "expected a <plist> root element, found <\(root)>")
    }

    fileprivate static let emptyPlist = Self(text: "empty <plist>: expected one value such as <dict>")

    fileprivate static func secondPlistValue(_ name: String) -> Self {
        Self(text: "a <plist> holds one value; found another element <\(name)>")
    }

    fileprivate static func keyWithoutValueAtEnd(_ key: String) -> Self {
        Self(text: "key '\(key)' has no value; expected a value before </dict>")
    }

    fileprivate static func keyWithoutValue(_ key: String) -> Self {
        Self(text: "key '\(key)' has no value; found another <key>")
    }

    fileprivate static func missingKey(found name: String) -> Self {
        Self(text: "expected <key> in <dict>, found <\(name)>")
    }

    fileprivate static func invalidInteger(_ number: String) -> Self {
        Self(text: "invalid <integer> '\(number)'")
    }

    fileprivate static func invalidReal(_ number: String) -> Self {
        Self(text: "invalid <real> '\(number)'")
    }

    fileprivate static func nonEmptyBoolean(_ name: String) -> Self {
        Self(text: "<\(name)/> must be empty")
    }

    fileprivate static let keyOutsideDict = Self(text: "a <key> belongs in a <dict>")

    fileprivate static func unknownElement(_ name: String) -> Self {
        Self(text: "unknown plist element <\(name)>; expected \(valueElements)")
    }

    fileprivate static func elementInText(_ child: String, in element: String) -> Self {
        Self(text: "<\(element)> holds only text; found <\(child)>")
    }

    fileprivate static func strayText(in element: String) -> Self {
        Self(text: "unexpected text in <\(element)>")
    }
}

extension Diagnostic.Note {
    fileprivate static func keyIsHere(_ key: String, at location: Diagnostic.Location) -> Self {
        Self("'\(key)' is here", at: location)
    }
}
