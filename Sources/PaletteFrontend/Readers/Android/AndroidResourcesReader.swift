import PaletteModel

/// Reads an Android `res` folder: `values/colors.xml` (light) and `values-night/colors.xml` (dark).
///
/// A color with no night value is the same in every appearance (Android falls back to `values/`); a color that
/// only `values-night/` has is a `format-hazard` error (the app crashes looking it up in light mode).
/// Values are `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB` (alpha FIRST), `@color/name`, or `@android:color/white`,
/// `black` and `transparent` (their fixed values); other platform colors and theme attributes are
/// `unsupported-by-format`. Other qualifier folders are not read (a warning names them).
struct AndroidResourcesReader: Sendable {
    /// Reads the folder, or returns `nil` when `values/colors.xml` cannot be read.
    static func read(
        res path: String,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) -> PaletteDocument? {
        let lightPath = PathText.join(path, "values/colors.xml")
        let darkPath = PathText.join(path, "values-night/colors.xml")
        guard let (lightFile, light) = colors(lightPath, files: files, limits: limits, diagnostics: &diagnostics) else {
            return nil
        }
        let night =
            files.contents(of: darkPath) == nil
            ? nil : colors(darkPath, files: files, limits: limits, diagnostics: &diagnostics)
        reportIgnoredFolders(path, files: files, diagnostics: &diagnostics)
        var document = PaletteDocument(path: path, colorsLocation: lightFile.location(ofOffset: 0))
        var nightByName: [String: AndroidColorElement] = [:]
        for color in night?.1 ?? [] where nightByName[color.name] == nil {
            nightByName[color.name] = color
        }
        let lightNames = Set(light.map(\.name))
        for color in light {
            var entry = EntrySyntax(
                key: color.name,
                location: lightFile.location(ofOffset: color.nameOffset),
                values: []
            )
            if let nightFile = night?.0, let dark = nightByName[color.name] {
                entry.values += value(color, appearance: "light", file: lightFile, diagnostics: &diagnostics)
                entry.values += value(dark, appearance: "dark", file: nightFile, diagnostics: &diagnostics)
            } else {
                entry.values += value(color, appearance: nil, file: lightFile, diagnostics: &diagnostics)
            }
            document.entries.append(entry)
        }
        if let (nightFile, nightColors) = night {
            for color in nightColors where !lightNames.contains(color.name) {
                diagnostics.report(.onlyInValuesNight(color.name, at: nightFile.location(ofOffset: color.nameOffset)))
                var entry = EntrySyntax(
                    key: color.name,
                    location: nightFile.location(ofOffset: color.nameOffset),
                    values: []
                )
                entry.values += value(color, appearance: "dark", file: nightFile, diagnostics: &diagnostics)
                document.entries.append(entry)
            }
        }
        return document
    }

    /// The `<color>` elements of one file, or `nil` after reporting why it cannot be read.
    private static func colors(
        _ path: String,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) -> (SourceFile, [AndroidColorElement])? {
        guard let file = ForeignFiles.load(path, files: files, limits: limits, diagnostics: &diagnostics),
            let root = XMLReader.read(file, limits: limits, diagnostics: &diagnostics)
        else { return nil }
        return (file, AndroidColorElement.colors(in: root, file: file, diagnostics: &diagnostics))
    }

    /// One color's value for an appearance (`nil`: every appearance), or none after reporting a bad value.
    private static func value(
        _ color: AndroidColorElement,
        appearance: String?,
        file: SourceFile,
        diagnostics: inout DiagnosticBag
    ) -> [ValueSyntax] {
        let location = file.location(ofOffset: color.valueOffset)
        switch AndroidColorToken.decode(color.value) {
        case .color(let value):
            return [ValueSyntax(appearance: appearance, content: .color(value), location: location)]
        case .alias(let target):
            return [ValueSyntax(appearance: appearance, content: .alias(target), location: location)]
        case .invalid(let problem):
            diagnostics.report(.androidColor(problem, at: location))
            return []
        }
    }

    /// Warns about `values-*/colors.xml` files in qualifier folders palettec does not read.
    private static func reportIgnoredFolders(_ path: String, files: any FileProvider, diagnostics: inout DiagnosticBag)
    {
        for name in files.entries(of: path) ?? [] where name.hasPrefix("values-") && name != "values-night" {
            let colors = PathText.join(PathText.join(path, name), "colors.xml")
            guard files.contents(of: colors) != nil else { continue }
            diagnostics.report(.unreadQualifierFile(colors))
        }
    }
}

extension Diagnostic {
    fileprivate static func onlyInValuesNight(_ name: String, at location: Location) -> Diagnostic {
        Diagnostic(
            .formatHazard,
            "'\(name)' is only in values-night/; in light mode Android throws Resources.NotFoundException for it",
            at: location
        )
    }

    /// A warning at the start of the `colors.xml` at `path`.
    fileprivate static func unreadQualifierFile(_ path: String) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "'\(path)' is not read: palettec reads values/ (light) and values-night/ (dark) only",
            at: Location(path: path, line: 1, column: 1),
            severity: .warning
        )
    }
}
