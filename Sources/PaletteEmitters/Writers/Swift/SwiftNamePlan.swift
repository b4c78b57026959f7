import PaletteModel

/// Every name the generated Swift declares, checked before anything is written: the namespace type, the
/// appearance and choice cases, and one constant per entry.
struct SwiftNamePlan {
    /// One case of the generated `AppearanceChoice` enum.
    struct Choice {
        /// The case as declared (backticked if a keyword).
        var name: String
        /// The raw value stored in `UserDefaults`.
        var rawValue: String
        /// Whether it forces dark (`true`), light (`false`) or follows the system (`nil`).
        var forcesDark: Bool?
        /// The index of the theme it shows, if it is a theme.
        var theme: Int?
    }

    /// The generated code's nested types and the names it uses unqualified, which the namespace must not shadow.
    static let reservedTypeNames: Set<String> = [
        "Any", "AnyHashable", "AnyObject", "AppKit", "Appearance", "AppearanceChoice", "AppearanceModel",
        "AppearanceModifier", "AppearanceOverride", "AppearanceStore", "Array", "Bool", "CaseIterable",
        "ChoiceEnvironmentKey", "Combine", "Content", "CoreGraphics", "Dictionary", "Double", "Entry", "Equatable",
        "Foundation", "Hashable", "Identifiable", "Int", "ObjectiveC", "Observation", "Optional", "Reader", "Sendable",
        "String", "Swift", "SwiftUI", "Table", "ThemeSelection", "ThemeTrait", "UIKit", "UInt8", "UTF8", "Value",
        "WebKit", "WebViews",
    ]

    /// Members of the generated `Appearance` enum that an appearance case must not be named.
    static let reservedAppearanceNames: Set<String> = [
        "allCases", "hash", "hashValue", "init", "isDark", "isHighContrast", "ordinal", "rawValue", "resolved",
    ]

    /// Members of the generated `AppearanceChoice` enum that a choice case must not be named.
    static let reservedChoiceNames: Set<String> = [
        "allCases", "colorScheme", "defaults", "defaultsKey", "forcesDark", "hash", "hashValue", "init", "rawValue",
        "stored", "theme", "webAttribute", "webAttributeValue", "webScript",
    ]

    /// The namespace type's name.
    var typeName: String
    /// `"public "` or `""`: the access modifier every generated API declaration starts with.
    var access: String
    /// The declared case name of each appearance, aligned with `Palette.appearances`.
    var appearanceCases: [String]
    /// Each appearance's name, safe in a comment, aligned with `Palette.appearances`.
    var appearanceLabels: [String]
    /// The choice cases: `system`, `light`, `dark`, then one per theme.
    var choices: [Choice]
    /// The declared constant name of each entry, or `nil` for an entry whose name another entry already has.
    var entryNames: [String?]
    /// The Objective-C class property name of each entry, aligned with `entryNames` (`nil`: none); empty when
    /// the `objc` option is off.
    var objcPropertyNames: [String?]
    /// The attribute that selects a theme on a web page (`webAttribute`; the CSS output's `attribute`).
    var webAttribute: String
    /// The `UserDefaults` suite the choice is stored in (`defaultsSuite`), or `nil` for `.standard`.
    var defaultsSuite: String?
    /// Whether to generate the Objective-C class (`objc`, default `true`).
    var objc: Bool
    /// The Objective-C name of that class (`objcName`, default `PC` + the type name).
    var objcName: String
    /// Whether to generate `UIColor.someKey`-style shortcuts (`shortcuts`, default `false`).
    var shortcuts: Bool
    /// The `EnvironmentValues` property that carries the choice in SwiftUI (`paletteAppearanceChoice`).
    var environmentName: String
    /// The `View` modifier method that applies a choice (`paletteAppearance(_:)`).
    var modifierName: String
    /// The appearance index shown for the light scheme.
    var light: Int
    /// The appearance index shown for the dark scheme.
    var dark: Int
    /// The appearance index shown for the light scheme with increased contrast.
    var lightHighContrast: Int
    /// The appearance index shown for the dark scheme with increased contrast.
    var darkHighContrast: Int

    /// Plans the names for `palette`, or reports why no valid Swift can be generated and returns `nil`.
    ///
    /// Entries whose identifiers collide are reported as `name-collision` at the later entry, with a note at
    /// the first; the later one gets no constant (it stays in `Entry.all` and `entry(forKey:)`), so the output
    /// is still valid Swift.
    init?(
        palette: Palette,
        options: SwiftOptions,
        themeAttribute: ThemeAttribute?,
        checkedNames: CheckedNames,
        diagnostics: inout DiagnosticBag
    ) {
        var valid = true
        let derived = SwiftIdentifier.makeType(from: palette.name)
        // A given name was checked with the options; one derived from the palette's name is checked here.
        let typeName = options.typeName ?? (derived == "_" ? "Palette" : derived)
        if options.typeName == nil, let problem = Self.typeNameProblem(typeName) {
            diagnostics.report(
                .unusableTypeName(typeName, origin: "the palette name '\(palette.name)' gives", problem: problem)
            )
            valid = false
        }
        self.typeName = typeName
        access = options.accessLevel == .public ? "public " : ""
        // Web views and the stylesheet must agree on the theme attribute: follow the CSS output's.
        webAttribute = (options.webAttribute ?? themeAttribute ?? .standard).name
        defaultsSuite = options.defaultsSuite
        objc = options.objc
        objcName = options.objcName ?? "PC" + typeName
        // A name derived from an invalid type name was reported there already.
        if options.objcName == nil, valid, let problem = Self.objcNameProblem(objcName) {
            diagnostics.report(.unusableDerivedObjCName(problem: problem))
            valid = false
        }
        shortcuts = options.shortcuts
        let lowered = typeName.prefix(1).lowercased() + typeName.dropFirst()
        environmentName = lowered + "AppearanceChoice"
        modifierName = lowered + "Appearance"

        let names = palette.appearances.map { SwiftIdentifier.make(from: $0.name) }
        valid =
            Self.checkUnique(names, reserved: Self.reservedAppearanceNames, what: "appearance", &diagnostics) && valid
        appearanceCases = names.map(Self.declared)
        appearanceLabels = palette.appearances.map { SwiftLiteral.commentText($0.name) }
        var choices = [
            Choice(name: "system", rawValue: "system", forcesDark: nil, theme: nil),
            Choice(name: "light", rawValue: "light", forcesDark: false, theme: nil),
            Choice(name: "dark", rawValue: "dark", forcesDark: true, theme: nil),
        ]
        for (index, appearance) in palette.appearances.enumerated() where !appearance.isBuiltIn {
            choices.append(
                Choice(
                    name: names[index],
                    rawValue: appearance.name,
                    forcesDark: appearance.scheme == .dark,
                    theme: index
                )
            )
        }
        valid =
            Self.checkUnique(
                choices.map(\.name),
                reserved: Self.reservedChoiceNames,
                what: "appearance choice",
                &diagnostics
            )
            && valid
        self.choices = choices.map { choice in
            var declared = choice
            declared.name = Self.declared(choice.name)
            return declared
        }

        let lightIndex = palette.appearanceIndex(named: "light") ?? 0
        let darkIndex = palette.appearanceIndex(named: "dark") ?? lightIndex
        light = lightIndex
        dark = darkIndex
        lightHighContrast = palette.appearanceIndex(named: "light-hc") ?? lightIndex
        darkHighContrast = palette.appearanceIndex(named: "dark-hc") ?? darkIndex

        entryNames = Self.entryNames(palette.entries, checked: checkedNames, diagnostics: &diagnostics)
        objcPropertyNames = objc ? SwiftObjCSection.propertyNames(entryNames) : []
        valid = Self.checkValues(palette, diagnostics: &diagnostics) && valid
        if !valid { return nil }
    }

    /// A name as declared: in backticks when it is a keyword.
    static func declared(_ identifier: String) -> String {
        SwiftIdentifier.isKeyword(identifier) ? "`" + identifier + "`" : identifier
    }

    /// A declared name without its backticks, if it has them.
    static func bare(_ declared: String) -> String {
        declared.utf8.first == 0x60 ? String(declared.dropFirst().dropLast()) : declared
    }

    /// Why `name` cannot be the Objective-C class's name, if it cannot.
    static func objcNameProblem(_ name: String) -> String? {
        guard typeNameProblem(name) != nil || !name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return "must be an Objective-C class name (ASCII letters, digits and '_', not starting with a digit), "
            + "not '\(name)'"
    }

    /// Why `name` cannot be the namespace type's name, if it cannot.
    static func typeNameProblem(_ name: String) -> String? {
        guard let first = name.utf8.first else { return "is empty" }
        let isLetterOrUnderscore = { (byte: UInt8) in
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        if !isLetterOrUnderscore(first)
            || !name.utf8.allSatisfy({ isLetterOrUnderscore($0) || ($0 >= 0x30 && $0 <= 0x39) })
        {
            return "is not an identifier (ASCII letters, digits and '_', not starting with a digit)"
        }
        if SwiftIdentifier.isKeyword(name) { return "is a Swift keyword" }
        if reservedTypeNames.contains(name) { return "the generated code itself uses" }
        return nil
    }

    /// Reports identifiers that repeat or are reserved; returns whether all were usable.
    private static func checkUnique(
        _ names: [String],
        reserved: Set<String>,
        what: String,
        _ diagnostics: inout DiagnosticBag
    ) -> Bool {
        var seen: Set<String> = []
        var valid = true
        for name in names {
            if reserved.contains(name) {
                diagnostics.report(
                    .reservedCase(name, what: what)
                )
                valid = false
            } else if !seen.insert(name).inserted {
                diagnostics.report(
                    .sameCaseName(name, what: what)
                )
                valid = false
            }
        }
        return valid
    }

    /// The constant name of each entry; a later entry with an earlier one's name is reported and gets `nil`.
    private static func entryNames(
        _ entries: [Palette.Entry],
        checked: CheckedNames,
        diagnostics: inout DiagnosticBag
    ) -> [String?] {
        NameCollisions.names(entries, rule: SwiftEmitter.nameRule, checked: checked, diagnostics: &diagnostics)
            .map { $0.map(declared) }
    }

    /// Reports entries whose values do not fit the model's invariants; returns whether all fit.
    private static func checkValues(_ palette: Palette, diagnostics: inout DiagnosticBag) -> Bool {
        if palette.appearances.isEmpty {
            diagnostics.report(.noAppearances)
            return false
        }
        var valid = true
        for entry in palette.entries {
            if let problem = ModelChecks.valueCountProblem(entry, in: palette) {
                diagnostics.report(problem)
                valid = false
                continue
            }
            let inRange = { (component: Double) in component >= 0 && component <= 1 }
            let inside = entry.values.allSatisfy {
                inRange($0.red) && inRange($0.green) && inRange($0.blue) && inRange($0.alpha)
            }
            if !inside {
                diagnostics.report(
                    .componentOutOfRange(entry)
                )
                valid = false
            }
        }
        return valid
    }
}

extension Diagnostic {
    /// A type name, given or derived from the palette's name, that cannot be the generated type's.
    fileprivate static func unusableTypeName(_ typeName: String, origin: String, problem: String) -> Diagnostic {
        Diagnostic(
            .invalidConfig,
            "swift output: \(origin) '\(typeName)', which \(problem); set the output's typeName option",
            at: nil
        )
    }

    /// An Objective-C class name, derived from the type name, that Objective-C cannot declare.
    fileprivate static func unusableDerivedObjCName(problem: String) -> Diagnostic {
        Diagnostic(.invalidConfig, "swift output: objcName \(problem)", at: nil)
    }

    /// An enum case that a generated member already has.
    fileprivate static func reservedCase(_ name: String, what: String) -> Diagnostic {
        Diagnostic(
            .nameCollision,
            "swift output: the \(what) case '\(name)' would collide with a generated member of the same name",
            at: nil
        )
    }

    /// Two enum cases with one Swift name.
    fileprivate static func sameCaseName(_ name: String, what: String) -> Diagnostic {
        Diagnostic(.nameCollision, "swift output: two \(what) cases become the Swift name '\(name)'", at: nil)
    }

    /// A palette without appearances, which the generated `Appearance` enum cannot be.
    fileprivate static let noAppearances = Diagnostic(
        .missingAppearance,
        "swift output: the palette has no appearances",
        at: nil
    )

    /// An entry with a component the generated literals cannot hold.
    fileprivate static func componentOutOfRange(_ entry: Palette.Entry) -> Diagnostic {
        Diagnostic(.colorOutOfRange, "'\(entry.key)' has a color component outside 0...1", at: entry.location)
    }
}
