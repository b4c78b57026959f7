import PaletteModel

/// Reports keys that would become the same Swift identifier or CSS custom-property name (`PGC01` and `pgc01`).
enum NameCollisionCheck {
    /// Checks every entry against the Swift and CSS naming rules.
    static func check(_ entries: [Palette.Entry], diagnostics: inout DiagnosticBag) {
        var swiftNames: [String: Int] = [:]
        var cssNames: [String: Int] = [:]
        swiftNames.reserveCapacity(entries.count)
        cssNames.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            let swift = SwiftIdentifier.make(from: entry.key)
            if let earlier = swiftNames[swift] {
                diagnostics.report(collision(entry, entries[earlier], name: swift, output: "Swift identifier"))
            } else {
                swiftNames[swift] = index
            }
            let css = CSSPropertyName.make(from: entry.key)
            if let earlier = cssNames[css] {
                // The same pair usually collides in both outputs; one diagnostic says it all.
                if swiftNames[swift] != earlier {
                    diagnostics.report(collision(entry, entries[earlier], name: css, output: "CSS custom property"))
                }
            } else {
                cssNames[css] = index
            }
        }
    }

    /// A `name-collision` diagnostic at the later entry with a note at the earlier one.
    private static func collision(
        _ entry: Palette.Entry,
        _ earlier: Palette.Entry,
        name: String,
        output: String
    ) -> Diagnostic {
        Diagnostic(
            .nameCollision,
            "'\(entry.key)' and '\(earlier.key)' both become the \(output) '\(name)'; rename one of them",
            at: entry.location,
            notes: [Diagnostic.Note("'\(earlier.key)' defined here", at: earlier.location)]
        )
    }
}
