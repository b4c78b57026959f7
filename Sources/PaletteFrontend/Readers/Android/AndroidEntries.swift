import PaletteModel

/// The entries of an Android `res` folder as they are built, one per resource name, with the theme attributes met
/// on the way.
struct AndroidEntries {
    /// The entries in order.
    private var entries: [EntrySyntax] = []
    /// The index in `entries` of each key.
    private var indexByKey: [String: Int] = [:]
    /// The keys whose value (in some configuration) is a theme attribute.
    private var themeAttributeKeys: Set<String> = []
    /// The first theme attribute met, and where.
    private var firstThemeAttribute: (text: String, location: Diagnostic.Location)?

    /// Adds a color of `values/`, with its `values-notnight/` (`light`) and `values-night/` (`dark`) overrides.
    mutating func add(
        _ color: AndroidColorElement,
        light: AndroidColorElement?,
        dark: AndroidColorElement?,
        diagnostics: inout DiagnosticBag
    ) {
        var entry = EntrySyntax(key: color.name, location: color.nameLocation, values: [])
        if light == nil, dark == nil {
            entry.values += value(color, appearance: nil, diagnostics: &diagnostics)
        } else {
            entry.values += value(light ?? color, appearance: "light", diagnostics: &diagnostics)
            entry.values += value(dark ?? color, appearance: "dark", diagnostics: &diagnostics)
        }
        indexByKey[color.name] = entries.count
        entries.append(entry)
    }

    /// Adds a color that only one qualified folder defines, for its `appearance`.
    mutating func add(_ color: AndroidColorElement, only appearance: String, diagnostics: inout DiagnosticBag) {
        let values = value(color, appearance: appearance, diagnostics: &diagnostics)
        if let index = indexByKey[color.name] {
            entries[index].values += values
            return
        }
        indexByKey[color.name] = entries.count
        entries.append(EntrySyntax(key: color.name, location: color.nameLocation, values: values))
    }

    /// One color's value for an appearance (`nil`: every appearance), or none after reporting a bad value or
    /// recording a theme attribute.
    private mutating func value(
        _ color: AndroidColorElement,
        appearance: String?,
        diagnostics: inout DiagnosticBag
    ) -> [ValueSyntax] {
        let location = color.valueLocation
        switch AndroidColorToken.decode(color.value) {
        case .color(let value):
            return [ValueSyntax(appearance: appearance, content: .color(value), location: location)]
        case .alias(let target):
            return [ValueSyntax(appearance: appearance, content: .alias(target), location: location)]
        case .themeAttribute(let text):
            themeAttributeKeys.insert(color.name)
            firstThemeAttribute = firstThemeAttribute ?? (text, location)
            return []
        case .invalid(let problem):
            diagnostics.report(.androidColor(problem, at: location))
            return []
        }
    }

    /// The entries, without those whose value is a theme attribute and those that refer to them (through any chain
    /// of `@color/` aliases), which one note counts: their color is the theme's an app applies, which no file says.
    func entriesWithoutThemeAttributes(diagnostics: inout DiagnosticBag) -> [EntrySyntax] {
        guard let firstThemeAttribute else { return entries }
        var referrers: [String: [String]] = [:]
        for entry in entries {
            for value in entry.values {
                if case .alias(let target) = value.content { referrers[target, default: []].append(entry.key) }
            }
        }
        var skipped = themeAttributeKeys
        var pending = Array(themeAttributeKeys)
        while let key = pending.popLast() {
            for referrer in referrers[key] ?? [] where skipped.insert(referrer).inserted {
                pending.append(referrer)
            }
        }
        diagnostics.report(
            .themeAttributesSkipped(
                firstThemeAttribute.text,
                attributes: themeAttributeKeys.count,
                referrers: skipped.count - themeAttributeKeys.count,
                at: firstThemeAttribute.location
            )
        )
        return entries.filter { !skipped.contains($0.key) }
    }
}

extension Diagnostic {
    /// A note at the first theme attribute.
    fileprivate static func themeAttributesSkipped(
        _ first: String,
        attributes: Int,
        referrers: Int,
        at location: Location
    ) -> Diagnostic {
        let colors = "\(attributes) color\(attributes == 1 ? "" : "s")"
        let others = referrers == 0 ? "" : " and \(referrers) that refer to them"
        return Diagnostic(
            .unsupportedByFormat,
            "\(colors) given by a theme attribute ('\(first)'\(attributes == 1 ? "" : ", …"))\(others) are not read: their color is the one the theme an app applies gives",
            at: location,
            severity: .note
        )
    }
}
