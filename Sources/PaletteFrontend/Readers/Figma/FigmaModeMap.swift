import PaletteModel

/// Which appearance each mode of each collection is read as, and which mode each appearance reads.
///
/// Figma has no appearances, only modes by name, so palettec reads them so:
/// - A collection with one mode is every appearance.
/// - A collection whose **default mode** names an appearance (`Light`, `MDS-Light`, `Pay.io Dark`: `FigmaModeName`)
///   holds appearances. The modes of the default mode's brand (or of no brand) are `light`, `dark`, `light-hc`,
///   `dark-hc`; another brand's `Pay.io Dark` is the theme `Pay-io-dark` (scheme and fallback `dark`); a mode that
///   names no appearance (`Partners`) is a theme of its name (fallback `light`). A built-in appearance the default
///   brand lacks reads the default mode, with a warning.
/// - Any other collection of several modes holds variants (`_Button_outline`: `Primary`, …, `Light`, `Dark`): its
///   default mode is `light` and `dark`, every other mode a theme of its name (fallback `light`), and a mode named as an
///   appearance is prefixed by the collection's name (`Button_outline-Light`), since it is not one.
struct FigmaModeMap {
    /// Per collection, per mode: the appearances it is read as (`[]`: not read); a one-mode collection's one mode is
    /// `[nil]`, every appearance.
    private(set) var roles: [[[String?]]] = []
    /// Per collection: the mode each appearance it names reads.
    private var modeFor: [[String: Int]] = []
    /// The themes the modes declare, in order of first declaration.
    private(set) var themes: [ThemeDeclaration] = []
    /// Each theme's fallback.
    private var fallbacks: [String: String] = [:]

    /// The map of every collection of `variables` in `read` (the others' modes are read as nothing).
    ///
    /// When every collection read has one mode and none is named dark, the palette is the same in every appearance:
    /// one warning says so, at the first of those modes, as for a Tokens Studio project without themes.
    init(
        _ variables: FigmaVariables,
        reading read: Set<Int>,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) {
        let read = read.sorted()
        if let first = read.first, read.allSatisfy({ variables.collections[$0].modes.count == 1 }),
            !read.contains(where: {
                FigmaModeName(variables.collections[$0].modes[0].name).appearance?.hasPrefix("dark") == true
            })
        {
            let mode = variables.collections[first].modes[0]
            diagnostics.report(.figmaHasNoDarkMode(mode.name, at: file.location(ofOffset: mode.offset)))
        }
        let reading = Set(read)
        for (index, collection) in variables.collections.enumerated() {
            var roles = [[String?]](repeating: [], count: collection.modes.count)
            var modeFor: [String: Int] = [:]
            defer {
                self.roles.append(roles)
                self.modeFor.append(modeFor)
            }
            guard reading.contains(index) else { continue }
            guard collection.modes.count > 1 else {
                roles[0] = [nil]
                continue
            }
            let defaultMode = collection.defaultMode
            let main = FigmaModeName(collection.modes[defaultMode].name)
            for (position, mode) in collection.modes.enumerated() {
                let theme: ThemeDeclaration
                if main.appearance != nil {
                    let name = FigmaModeName(mode.name)
                    if let appearance = name.appearance,
                        name.brand.isEmpty || name.brand.lowercased() == main.brand.lowercased()
                    {
                        guard modeFor[appearance] == nil else {
                            diagnostics.report(
                                .figmaModeRepeats(
                                    mode.name,
                                    appearance: appearance,
                                    at: file.location(ofOffset: mode.offset)
                                )
                            )
                            continue
                        }
                        modeFor[appearance] = position
                        roles[position] = [appearance]
                        continue
                    }
                    theme = Self.theme(for: mode, named: name, collection: collection, file: file)
                } else if position == defaultMode {
                    modeFor["light"] = position
                    modeFor["dark"] = position
                    roles[position] = ["light", "dark"]
                    continue
                } else {
                    theme = Self.theme(for: mode, named: nil, collection: collection, file: file)
                }
                guard modeFor[theme.name] == nil else {
                    diagnostics.report(
                        .figmaModeRepeats(mode.name, appearance: theme.name, at: file.location(ofOffset: mode.offset))
                    )
                    continue
                }
                modeFor[theme.name] = position
                roles[position] = [theme.name]
                if fallbacks[theme.name] == nil {
                    fallbacks[theme.name] = theme.fallback ?? "light"
                    themes.append(theme)
                }
            }
            guard main.appearance != nil else { continue }
            for appearance in ["light", "dark"] where modeFor[appearance] == nil {
                diagnostics.report(
                    .figmaNoMode(
                        appearance,
                        collection: collection.name,
                        reads: collection.modes[defaultMode].name,
                        at: file.location(ofOffset: collection.modes[defaultMode].offset)
                    )
                )
                modeFor[appearance] = defaultMode
                roles[defaultMode].append(appearance)
            }
        }
    }

    /// The mode of collection `collection` that appearance `appearance` reads: its own, else its fallback's (a theme's
    /// declared fallback, `light` for `light-hc`, `dark` for `dark-hc`), else the default mode.
    func mode(of collection: Int, in appearance: String, default defaultMode: Int) -> Int {
        var current = appearance
        // Fallbacks lead from a theme to a built-in appearance and from there to light or dark: a few steps.
        for _ in 0..<4 {
            if let mode = modeFor[collection][current] { return mode }
            switch current {
            case "light", "dark": return defaultMode
            case "light-hc": current = "light"
            case "dark-hc": current = "dark"
            default: current = fallbacks[current] ?? "light"
            }
        }
        return defaultMode
    }

    /// The theme a mode that is no appearance of its collection is read as.
    private static func theme(
        for mode: FigmaVariables.Mode,
        named name: FigmaModeName?,
        collection: FigmaVariables.Collection,
        file: SourceFile
    ) -> ThemeDeclaration {
        let location = file.location(ofOffset: mode.offset)
        if let name, let appearance = name.appearance {
            let scheme = appearance.hasPrefix("dark") ? "dark" : "light"
            let brand = FigmaModeName.themeName(name.brand)
            return ThemeDeclaration(
                name: (brand.isEmpty ? FigmaModeName.themeName(collection.name) : brand) + "-" + appearance,
                location: location,
                scheme: scheme,
                fallback: appearance
            )
        }
        var themeName = FigmaModeName.themeName(mode.name)
        if themeName.isEmpty || ModeName.isBuiltIn(ModeName.appearance(themeName)) {
            themeName = FigmaModeName.themeName(collection.name + "-" + mode.name)
        }
        let scheme = ModeName.scheme(ofTheme: themeName)
        return ThemeDeclaration(name: themeName, location: location, scheme: scheme, fallback: scheme ?? "light")
    }
}

extension Diagnostic {
    fileprivate static func figmaModeRepeats(_ mode: String, appearance: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .duplicateKey,
            "mode '\(mode)' is read as '\(appearance)', as an earlier mode of its collection is; it is not read",
            at: location,
            severity: .warning
        )
    }

    fileprivate static func figmaNoMode(
        _ appearance: String,
        collection: String,
        reads mode: String,
        at location: Location
    ) -> Diagnostic {
        Diagnostic(
            .missingAppearance,
            "collection '\(collection)' has no \(appearance) mode; its default mode '\(mode)' is read as \(appearance)",
            at: location,
            severity: .warning
        )
    }

    /// A warning: every collection has one mode and none is dark, so the palette is read the same for every
    /// appearance.
    fileprivate static func figmaHasNoDarkMode(_ mode: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .missingAppearance,
            "every collection of this Figma file has one mode ('\(mode)'), none named dark, so it has no dark values: "
                + "every appearance has the same colors",
            at: location,
            severity: .warning
        )
    }
}
