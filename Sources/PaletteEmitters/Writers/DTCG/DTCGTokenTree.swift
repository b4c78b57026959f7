import PaletteModel

/// Color keys arranged as DTCG groups (`text.primary` → group `text`, token `primary`), printed as JSON.
///
/// A key that is both a token and a group (`text` and `text.primary`) puts the token under the reserved
/// child name `$root`, as DTCG 2025.10 specifies.
struct DTCGTokenTree {
    /// The value of one field of a token or of the root group.
    enum Value {
        /// A JSON string.
        case string(String)
        /// JSON `true`.
        case `true`
        /// A DTCG color object, on one line.
        case color(ColorValue)
    }

    /// One field: its name (`$type`, `$value`, …) and value.
    typealias Field = (name: String, value: Value)

    /// One group or token.
    private struct Node {
        /// Child names in first-seen order.
        var order: [String] = []
        /// Child node index by name.
        var children: [String: Int] = [:]
        /// The token's fields when a token sits here.
        var token: [Field]?
    }

    /// Every node; index 0 is the file's root group.
    private var nodes = [Node()]
    /// The root group's own fields (`$description`), written first.
    var rootFields: [Field] = []

    /// The deepest key accepted, in segments; deeper keys are reported by the emitter.
    static let maxSegments = 64

    /// Adds a token at a path of segments.
    mutating func add(_ segments: [String], fields: [Field]) {
        var current = 0
        for segment in segments {
            if let next = nodes[current].children[segment] {
                current = next
            } else {
                nodes.append(Node())
                let index = nodes.count - 1
                nodes[current].children[segment] = index
                nodes[current].order.append(segment)
                current = index
            }
        }
        nodes[current].token = fields
    }

    /// Prints the whole file as JSON (indented by the printer's unit, two spaces in DTCG files).
    func print(to printer: inout CodePrinter) {
        printer.write("{")
        var first = true
        printer.indent()
        for field in rootFields {
            Self.startMember(&first, to: &printer)
            printer.jsonKey(field.name)
            Self.print(field.value, to: &printer)
        }
        printChildren(of: 0, first: &first, to: &printer)
        printer.outdent()
        if !first { printer.endLine() }
        printer.line("}")
    }

    /// Prints a node's members (its token's fields, or `$root` and its children) at the printer's depth.
    private func printChildren(of index: Int, first: inout Bool, to printer: inout CodePrinter) {
        let node = nodes[index]
        if let token = node.token, !node.order.isEmpty {
            Self.startMember(&first, to: &printer)
            printer.jsonKey("$root")
            Self.printToken(token, to: &printer)
        }
        for name in node.order {
            guard let child = node.children[name] else { continue }
            Self.startMember(&first, to: &printer)
            printer.jsonKey(name)
            let childNode = nodes[child]
            if let token = childNode.token, childNode.order.isEmpty {
                Self.printToken(token, to: &printer)
            } else {
                printer.write("{")
                var childFirst = true
                printer.indent()
                // Depth is bounded by `maxSegments`, which the emitter enforces before adding.
                printChildren(of: child, first: &childFirst, to: &printer)
                printer.outdent()
                if !childFirst { printer.endLine() }
                printer.write("}")
            }
        }
    }

    /// Ends the previous member with `,` (if there is one) and starts a line for the next.
    private static func startMember(_ first: inout Bool, to printer: inout CodePrinter) {
        if !first { printer.write(",") }
        printer.endLine()
        first = false
    }

    /// Prints a token object, one field a line.
    private static func printToken(_ fields: [Field], to printer: inout CodePrinter) {
        printer.jsonMembers("{", "}", fields) { printer, field in
            printer.jsonKey(field.name)
            print(field.value, to: &printer)
        }
    }

    /// Prints a field's value.
    private static func print(_ value: Value, to printer: inout CodePrinter) {
        switch value {
        case .string(let text):
            printer.write(jsonString: text)
        case .true:
            printer.write("true")
        case .color(let written):
            // A color written in another space keeps it (DTCG 2025.10 has all fourteen), `none` as "none".
            let color = written.shown(in: .displayP3)
            let components: [Double?] = written.authored?.components ?? [color.red, color.green, color.blue]
            printer.write("{ \"colorSpace\": \"")
            printer.write(written.authored?.space.rawValue ?? (color.space == .displayP3 ? "display-p3" : "srgb"))
            printer.write("\", \"components\": [")
            for (position, component) in components.enumerated() {
                if position > 0 { printer.write(", ") }
                printer.write(component.map(ForeignText.jsonNumber) ?? "\"none\"")
            }
            printer.write("], \"alpha\": ")
            // DTCG's alpha is a number: a `none` alpha is written as what it shows, 0.
            printer.write(ForeignText.jsonNumber(written.authored?.alpha ?? color.alpha))
            printer.write(", \"hex\": \"")
            printer.write(hex: written.shown(in: .sRGB), HexEncoder.ColorSpelling(alpha: .omitted, letterCase: .lower))
            printer.write("\" }")
        }
    }
}
