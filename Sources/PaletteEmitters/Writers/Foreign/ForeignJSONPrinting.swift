import PaletteModel

/// The JSON layout the foreign-format writers print: one member a line, nested one level deeper.
extension CodePrinter {
    /// Prints `opener`, then each of `items` (through `member`) on a line of its own one level deeper with `,`
    /// between them, then `closer` at the current depth, leaving its line open; with no items, `opener` and
    /// `closer` are written together (`{}`).
    mutating func jsonMembers<Items: Sequence>(
        _ opener: String,
        _ closer: String,
        _ items: Items,
        _ member: (inout CodePrinter, Items.Element) -> Void
    ) {
        write(opener)
        var empty = true
        indent()
        for item in items {
            if !empty { write(",") }
            endLine()
            empty = false
            member(&self, item)
        }
        outdent()
        if !empty { endLine() }
        write(closer)
    }

    /// Prints `items` as one object on one line, `{ a, b }`, each member through `member` (which writes its key
    /// and value).
    mutating func jsonInlineMembers<Items: Sequence>(
        _ items: Items,
        _ member: (inout CodePrinter, Items.Element) -> Void
    ) {
        write("{ ")
        for (index, item) in items.enumerated() {
            if index > 0 { write(", ") }
            member(&self, item)
        }
        write(" }")
    }

    /// Writes the `name` member and, when there is one, the `description` member, one a line, leaving the last
    /// line open: how the native palette, the DTCG extension and the JSON bundle begin.
    mutating func jsonName(_ name: String, description: String?) {
        jsonKey("name")
        write(jsonString: name)
        if let description {
            write(",")
            endLine()
            jsonKey("description")
            write(jsonString: description)
        }
    }

    /// Writes `"name"` and `separator` (`": "`, or `" : "` in asset catalogs), starting a member.
    mutating func jsonKey(_ name: String, _ separator: String = ": ") {
        write(jsonString: name)
        write(separator)
    }

    /// Prints the themes as the native palette format and the DTCG resolver both declare them: one member per
    /// theme, `{ "scheme": …, "fallback": …, "description": … }` on one line, leaving the closing `}` open.
    mutating func jsonThemes(_ themes: [Appearance]) {
        jsonMembers("{", "}", themes) { printer, theme in
            printer.jsonKey(theme.name)
            printer.write("{ \"scheme\": ")
            printer.write(jsonString: theme.scheme.rawValue)
            if let fallback = theme.fallback {
                printer.write(", \"fallback\": ")
                printer.write(jsonString: fallback)
            }
            if let description = theme.description {
                printer.write(", \"description\": ")
                printer.write(jsonString: description)
            }
            printer.write(" }")
        }
    }
}
