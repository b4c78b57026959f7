import PaletteModel

/// Color keys arranged as DTCG groups (`text.primary` → group `text`, token `primary`), rendered as JSON.
///
/// A key that is both a token and a group (`text` and `text.primary`) puts the token under the reserved
/// child name `$root`, as DTCG 2025.10 specifies.
struct DTCGTokenTree {
    /// One group or token.
    private struct Node {
        /// Child names in first-seen order.
        var order: [String] = []
        /// Child node index by name.
        var children: [String: Int] = [:]
        /// The token's fields (name → JSON text) when a token sits here.
        var token: [(String, String)]?
    }

    /// Every node; index 0 is the file's root group.
    private var nodes = [Node()]
    /// The root group's own fields (`$description`), written first.
    var rootFields: [(String, String)] = []

    /// The deepest key accepted, in segments; deeper keys are reported by the emitter.
    static let maxSegments = 64

    /// Adds a token at a path of segments.
    mutating func add(_ segments: [String], fields: [(String, String)]) {
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

    /// The whole file as JSON text, two-space indented, ending in a newline.
    func render() -> String {
        var text = ""
        text.reserveCapacity(nodes.count * 96)
        text += "{"
        var first = true
        for (name, value) in rootFields {
            text += (first ? "\n" : ",\n") + "  " + JSONQuoter.quoted(name) + ": " + value
            first = false
        }
        renderChildren(of: 0, depth: 1, into: &text, first: &first)
        text += first ? "}\n" : "\n}\n"
        return text
    }

    /// Appends a node's members (its token's fields, or `$root` and its children) at a depth.
    private func renderChildren(of index: Int, depth: Int, into text: inout String, first: inout Bool) {
        let node = nodes[index]
        let indent = String(repeating: "  ", count: depth)
        if let token = node.token, !node.order.isEmpty {
            text += (first ? "\n" : ",\n") + indent + "\"$root\": "
            Self.renderFields(token, depth: depth, into: &text)
            first = false
        }
        for name in node.order {
            guard let child = node.children[name] else { continue }
            text += (first ? "\n" : ",\n") + indent + JSONQuoter.quoted(name) + ": "
            first = false
            let childNode = nodes[child]
            if let token = childNode.token, childNode.order.isEmpty {
                Self.renderFields(token, depth: depth, into: &text)
            } else {
                text += "{"
                var childFirst = true
                // Depth is bounded by `maxSegments`, which the emitter enforces before adding.
                renderChildren(of: child, depth: depth + 1, into: &text, first: &childFirst)
                text += childFirst ? "}" : "\n" + indent + "}"
            }
        }
    }

    /// Appends a token object.
    private static func renderFields(_ fields: [(String, String)], depth: Int, into text: inout String) {
        let indent = String(repeating: "  ", count: depth)
        text += "{"
        for (offset, field) in fields.enumerated() {
            text += (offset == 0 ? "\n" : ",\n") + indent + "  " + JSONQuoter.quoted(field.0) + ": " + field.1
        }
        text += fields.isEmpty ? "}" : "\n" + indent + "}"
    }
}
