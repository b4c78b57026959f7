import PaletteModel

/// The portable part of the generated Swift, which imports nothing, so it compiles and runs anywhere.
///
/// It holds the namespace with its appearance, choice, value and entry types, one constant per entry,
/// `Entry.all` and lookup by key.
enum SwiftCoreSection {
    /// Writes the namespace enum and the `Entry` extension holding the data.
    static func write(_ palette: Palette, plan: SwiftNamePlan, to printer: inout CodePrinter) {
        for line in namespaceDocumentation(palette, plan: plan) {
            printer.line(line)
        }
        printer.block("\(plan.access)enum \(plan.typeName) {") { body in
            writeAppearance(palette, plan: plan, to: &body)
            body.blankLine()
            writeChoice(palette, plan: plan, to: &body)
            body.blankLine()
            writeValue(plan: plan, to: &body)
            body.blankLine()
            writeEntry(plan: plan, to: &body)
            let text = ConstantText(plan: plan)
            body.parts(palette.entries.count) { range, body in
                var notations = NotationMemo()
                // Indices rather than element copies: copying an entry retains each of its arrays and strings.
                for index in range {
                    guard let name = plan.entryNames[index] else { continue }
                    body.blankLine()
                    writeConstant(
                        palette.entries[index],
                        name: name,
                        index: index,
                        text: text,
                        notations: &notations,
                        to: &body
                    )
                }
            }
        }
        printer.blankLine()
        writeData(palette, plan: plan, to: &printer)
    }

    /// The namespace's doc comment: the palette's description, then how to use the generated API.
    private static func namespaceDocumentation(_ palette: Palette, plan: SwiftNamePlan) -> [String] {
        var lines: [String] = []
        if let description = palette.description, !description.isEmpty {
            lines += documentation(description)
        } else {
            lines.append("/// The colors of the `\(SwiftLiteral.commentText(palette.name))` palette.")
        }
        let name = plan.typeName
        lines += [
            "///",
            "/// One constant per color (`\(name).someKey`); `\(name).Entry.all` lists them in palette order and",
            "/// `\(name).Entry.entry(forKey:)` finds one by its palette key. Each entry gives platform colors:",
            "/// `uiColor` and `cgColor(for:)` on UIKit, `nsColor` and `cgColor(for:)` on AppKit, `color` in SwiftUI.",
            "///",
            "/// The user's light, dark or theme choice (`\(name).AppearanceChoice`) is applied with",
            "/// `\(name).AppearanceOverride`, to every window or to one view; SwiftUI has `.\(plan.modifierName)(_:)`",
            plan.objc
                ? "/// and observable models, web views `\(name).WebViews.attach(_:)`, Objective-C `\(plan.objcName)`."
                : "/// and observable models, and web views `\(name).WebViews.attach(_:)`.",
        ]
        return lines
    }

    /// Writes the `Appearance` enum: one case per appearance, scheme and contrast, and resolution.
    private static func writeAppearance(_ palette: Palette, plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let access = plan.access
        printer.line("/// An appearance of the palette: the system light and dark schemes, their high-contrast forms,")
        printer.line("/// and the palette's themes. The raw value is the appearance's name in the palette.")
        printer.block("\(access)enum Appearance: String, CaseIterable, Hashable, Sendable {") { body in
            for (index, appearance) in palette.appearances.enumerated() {
                for line in appearanceDocumentation(appearance) {
                    body.line(line)
                }
                let name = plan.appearanceCases[index]
                let raw = name == appearance.name ? "" : " = " + SwiftLiteral.string(appearance.name)
                body.line("case \(name)\(raw)")
            }
            body.blankLine()
            body.line("/// Whether this appearance belongs to the dark system scheme.")
            writeSwitch("\(access)var isDark: Bool", cases: plan.appearanceCases, to: &body) { index in
                palette.appearances[index].scheme == .dark ? "true" : "false"
            }
            body.blankLine()
            body.line("/// Whether this is a high-contrast appearance.")
            writeSwitch("\(access)var isHighContrast: Bool", cases: plan.appearanceCases, to: &body) { index in
                palette.appearances[index].isHighContrast ? "true" : "false"
            }
            body.blankLine()
            body.line("/// The position of this appearance in `allCases`, which is where each entry keeps its value.")
            writeSwitch("fileprivate var ordinal: Int", cases: plan.appearanceCases, to: &body) { String($0) }
            body.blankLine()
            writeResolution(plan: plan, to: &body)
        }
    }

    /// Writes `Appearance.resolved(dark:highContrast:theme:)`.
    private static func writeResolution(plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let cases = plan.appearanceCases
        printer.line(
            "/// The appearance to show for a system scheme and contrast setting, given the theme the app chose."
        )
        printer.line("///")
        printer.line(
            "/// A theme is shown only while the system scheme matches the theme's scheme; otherwise `light` or"
        )
        printer.line("/// `dark` is shown, in its high-contrast form when `highContrast` is true.")
        printer.block(
            "\(plan.access)static func resolved(dark: Bool, highContrast: Bool, theme: Appearance? = nil) -> Appearance {"
        ) { body in
            body.block("if let theme, theme.isDark == dark {") { inner in
                inner.line("return theme")
            }
            body.line("switch (dark, highContrast) {")
            body.line("case (false, false): return .\(cases[plan.light])")
            body.line("case (true, false): return .\(cases[plan.dark])")
            body.line("case (false, true): return .\(cases[plan.lightHighContrast])")
            body.line("case (true, true): return .\(cases[plan.darkHighContrast])")
            body.line("}")
        }
    }

    /// Writes the `AppearanceChoice` enum: system, light, dark and each theme.
    private static func writeChoice(_ palette: Palette, plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let access = plan.access
        let names = plan.choices.map(\.name)
        printer.line(
            "/// An app-wide appearance choice: follow the system, always light, always dark, or one of the themes."
        )
        printer.line("///")
        printer.line(
            "/// The raw value is what gets stored in `UserDefaults`: `system`, `light`, `dark` or the theme's name."
        )
        printer.block("\(access)enum AppearanceChoice: String, CaseIterable, Hashable, Sendable {") { body in
            for choice in plan.choices {
                switch (choice.theme, choice.forcesDark) {
                case (let theme?, _):
                    let appearance = palette.appearances[theme]
                    let name = SwiftLiteral.commentText(appearance.name)
                    body.line("/// Always the `\(name)` theme (\(appearance.scheme.rawValue) scheme).")
                case (nil, nil): body.line("/// Follow the system's light or dark setting.")
                case (nil, false?): body.line("/// Always the light scheme.")
                case (nil, true?): body.line("/// Always the dark scheme.")
                }
                let raw = choice.name == choice.rawValue ? "" : " = " + SwiftLiteral.string(choice.rawValue)
                body.line("case \(choice.name)\(raw)")
            }
            body.blankLine()
            body.line("/// The theme this choice shows, or `nil` when it is not a theme.")
            writeSwitch("\(access)var theme: Appearance?", cases: names, to: &body) { index in
                plan.choices[index].theme.map { "." + plan.appearanceCases[$0] } ?? "nil"
            }
            body.blankLine()
            body.line(
                "/// The scheme this choice forces: `true` for dark, `false` for light, `nil` to follow the system."
            )
            writeSwitch("\(access)var forcesDark: Bool?", cases: names, to: &body) { index in
                plan.choices[index].forcesDark.map { $0 ? "true" : "false" } ?? "nil"
            }
            body.blankLine()
            SwiftWebKitSection.writeChoiceMembers(plan: plan, to: &body)
        }
    }

    /// Writes the `Value` struct.
    private static func writeValue(plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let access = plan.access
        printer.line("/// One color value: red, green, blue and alpha in 0...1, in sRGB or Display P3.")
        printer.block("\(access)struct Value: Hashable, Sendable {") { body in
            body.lines(
                """
                /// The red component, 0...1.
                \(access)let red: Double
                /// The green component, 0...1.
                \(access)let green: Double
                /// The blue component, 0...1.
                \(access)let blue: Double
                /// The alpha component, 0...1 (1 is opaque).
                \(access)let alpha: Double
                /// Whether the components are in Display P3 rather than sRGB.
                \(access)let isDisplayP3: Bool
                /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, upper-case, in the value's own color space.
                \(access)let hex: String
                """
            )
        }
    }

    /// Writes the `Entry` struct.
    private static func writeEntry(plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let access = plan.access
        printer.line("/// One color of the palette: its key, description and value in every appearance.")
        printer.block("\(access)struct Entry: Hashable, Identifiable, Sendable {") { body in
            body.line("/// The key as written in the palette (`PGC01`), which string-keyed runtimes look colors up by.")
            body.line("\(access)let key: String")
            body.line("/// The description from the palette, if any.")
            body.line("\(access)let description: String?")
            body.line("/// The values, one per appearance in `Appearance.allCases` order.")
            body.line("private let values: [Value]")
            body.blankLine()
            body.line("/// Creates an entry from one value per appearance, in `Appearance.allCases` order.")
            body.block("fileprivate init(key: String, description: String?, values: [Value]) {") { inner in
                inner.line("self.key = key")
                inner.line("self.description = description")
                inner.line("self.values = values")
            }
            body.blankLine()
            body.line("/// The key, which identifies an entry.")
            body.line("\(access)var id: String { key }")
            body.blankLine()
            body.line("/// The value shown in an appearance.")
            body.block("\(access)func value(for appearance: Appearance) -> Value {") { inner in
                inner.line("values[appearance.ordinal]")
            }
        }
    }

    /// The fixed text of the entry constants, spelled once per file rather than once per entry.
    private struct ConstantText {
        /// `/// - light: `, one per appearance.
        var valuePrefixes: [String]
        /// `static var ` after the access modifier.
        var declarationStart: String

        init(plan: SwiftNamePlan) {
            valuePrefixes = plan.appearanceLabels.map { "/// - " + $0 + ": " }
            declarationStart = plan.access + "static var "
        }
    }

    /// Writes one entry's documented constant.
    private static func writeConstant(
        _ entry: Palette.Entry,
        name: String,
        index: Int,
        text: ConstantText,
        notations: inout NotationMemo,
        to printer: inout CodePrinter
    ) {
        if let description = entry.description, !description.isEmpty {
            SwiftLiteral.forEachCommentLine(description) { line in
                printer.write(line.isEmpty ? "///" : "/// ")
                printer.write(line)
                printer.endLine()
            }
        } else {
            printer.write("/// The `")
            printer.write(SwiftLiteral.commentText(entry.key))
            printer.write("` color.")
            printer.endLine()
        }
        printer.line("///")
        let values = entry.values
        let aliases = entry.aliases
        for position in values.indices {
            let value = values[position]
            printer.write(text.valuePrefixes[position])
            printer.write(hex: value, HexEncoder.ColorSpelling())
            if value.space == .displayP3 {
                printer.write(" (Display P3)")
            }
            if value.isAuthored {
                printer.write(" (written `")
                notations.write(value, to: &printer)
                printer.write("`)")
            }
            if position < aliases.count, let alias = aliases[position] {
                printer.write(" (alias of ")
                printer.write(SwiftLiteral.commentText(alias))
                printer.write(")")
            }
            printer.endLine()
        }
        writeDeprecation(entry, to: &printer)
        printer.write(text.declarationStart)
        printer.write(name)
        printer.write(": Entry { Entry.at(")
        printer.write(decimal: index)
        printer.write(") }")
        printer.endLine()
    }

    /// Writes `@available(*, deprecated…)` for a deprecated entry, with its message; nothing for another.
    static func writeDeprecation(_ entry: Palette.Entry, to printer: inout CodePrinter) {
        guard let deprecation = entry.deprecation else { return }
        if let message = deprecation.message {
            printer.line("@available(*, deprecated, message: \(SwiftLiteral.string(message)))")
        } else {
            printer.line("@available(*, deprecated)")
        }
    }

    /// Writes `Entry.all` (decoded from the data table), the key index, `entry(forKey:)` and the table.
    private static func writeData(_ palette: Palette, plan: SwiftNamePlan, to printer: inout CodePrinter) {
        let access = plan.access
        let type = plan.typeName
        printer.block("extension \(type).Entry {") { body in
            body.line("/// Every entry, in palette order, decoded from the data table on first use.")
            body.line("\(access)static let all: [\(type).Entry] = \(type).Table.entries()")
            body.blankLine()
            body.line(
                "/// The entry at a position of `all`: what every constant returns. One call, never inlined, so each"
            )
            body.line("/// constant compiles to a few instructions however many the palette has.")
            body.line("@inline(never)")
            body.block("fileprivate static func at(_ index: Int) -> \(type).Entry {") { inner in
                inner.line("all[index]")
            }
            body.blankLine()
            body.line("/// The entries by key, built on first use.")
            body.line(
                "private static let byKey: [String: \(type).Entry] = "
                    + "Dictionary(all.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })"
            )
            body.blankLine()
            body.line("/// The entry with a palette key, verbatim (`\"PGC01\"`), or `nil`: for string-keyed runtimes.")
            body.block("\(access)static func entry(forKey key: String) -> \(type).Entry? {") { inner in
                inner.line("byKey[key]")
            }
        }
        printer.blankLine()
        printer.block("extension \(type) {") { body in
            SwiftDataTable.write(palette, plan: plan, to: &body)
        }
    }

    /// Writes a computed property that switches over `cases`, one `case .x: return …` line each.
    private static func writeSwitch(
        _ declaration: String,
        cases: [String],
        to printer: inout CodePrinter,
        result: (Int) -> String
    ) {
        printer.block("\(declaration) {") { body in
            body.line("switch self {")
            for (index, name) in cases.enumerated() {
                body.line("case .\(name): return \(result(index))")
            }
            body.line("}")
        }
    }

    /// The doc-comment lines of an appearance case.
    private static func appearanceDocumentation(_ appearance: Appearance) -> [String] {
        var lines: [String]
        switch appearance.name {
        case "light": lines = ["/// The light appearance."]
        case "dark": lines = ["/// The dark appearance."]
        case "light-hc": lines = ["/// The light appearance with increased contrast."]
        case "dark-hc": lines = ["/// The dark appearance with increased contrast."]
        default:
            let name = SwiftLiteral.commentText(appearance.name)
            lines = ["/// The `\(name)` theme (\(appearance.scheme.rawValue) scheme)."]
        }
        if let description = appearance.description, !description.isEmpty {
            lines.append("///")
            lines += documentation(description)
        }
        return lines
    }

    /// `text` as `///` lines, one per line of the text.
    private static func documentation(_ text: String) -> [String] {
        SwiftLiteral.commentLines(text).map { $0.isEmpty ? "///" : "/// " + $0 }
    }
}
