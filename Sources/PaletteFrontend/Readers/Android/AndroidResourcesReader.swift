import PaletteModel

/// Reads an Android `res` folder as aapt merges it: every `.xml` file of `values/` (light and dark), of
/// `values-night/` (dark) and of `values-notnight/` (light), whatever the files are called.
///
/// A color with no night (or not-night) value is the same in every appearance (Android falls back to `values/`);
/// `@color/name` is an alias, so it resolves in each appearance as Android resolves it in each configuration, falling
/// back to `values/`. A color that only `values-night/` (or `values-notnight/`) has is a `format-hazard` error (the
/// app crashes looking it up in the other mode). Values are `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB` (alpha FIRST),
/// `@color/name`, or a framework color with a fixed value (`AndroidColorToken.frameworkColors`); theme attributes
/// (`?attr/…`) are skipped with the colors that refer to them, with one note; other platform colors are
/// `unsupported-by-format`. Other qualifier folders are not read (one note names them).
struct AndroidResourcesReader: Sendable {
    /// Reads the `res` folder at `path`, or returns `nil` when `values/` holds no `.xml` file.
    static func read(
        res path: String,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) -> PaletteDocument? {
        var folders: [AndroidConfiguration: AndroidValuesFolder] = [:]
        for configuration in AndroidConfiguration.allCases {
            folders[configuration] = AndroidValuesFolder.read(
                PathText.join(path, configuration.folder),
                configuration: configuration.aaptName,
                files: files,
                limits: limits,
                diagnostics: &diagnostics
            )
        }
        let base = folders[.base] ?? AndroidValuesFolder()
        let valuesPath = PathText.join(path, AndroidConfiguration.base.folder)
        guard let firstFile = AndroidValuesFolder.xmlFiles(in: valuesPath, files: files).first else {
            diagnostics.report(.noValuesFiles(valuesPath))
            return nil
        }
        reportIgnoredFolders(path, files: files, limits: limits, diagnostics: &diagnostics)
        var builder = AndroidEntries()
        for color in base.colors {
            builder.add(
                color,
                light: folders[.notNight]?[color.name],
                dark: folders[.night]?[color.name],
                diagnostics: &diagnostics
            )
        }
        for (configuration, appearance) in [(AndroidConfiguration.night, "dark"), (.notNight, "light")] {
            for color in folders[configuration]?.colors ?? [] where base[color.name] == nil {
                diagnostics.report(.onlyInQualifiedFolder(color.name, configuration, at: color.nameLocation))
                builder.add(color, only: appearance, diagnostics: &diagnostics)
            }
        }
        var document = PaletteDocument(
            path: path,
            colorsLocation: Diagnostic.Location(path: PathText.join(valuesPath, firstFile), line: 1, column: 1)
        )
        document.entries = builder.entriesWithoutThemeAttributes(diagnostics: &diagnostics)
        return document
    }

    /// One note naming the `values-*` folders palettec does not read that define colors, at the first such color.
    private static func reportIgnoredFolders(
        _ path: String,
        files: any FileProvider,
        limits: ReaderLimits,
        diagnostics: inout DiagnosticBag
    ) {
        var ignored: [String] = []
        var first: Diagnostic.Location?
        for name in files.entries(of: path) ?? [] where AndroidConfiguration.isIgnored(folder: name) {
            // What these folders would report is not reported: palettec does not read them.
            var unread = DiagnosticBag()
            let folder = AndroidValuesFolder.read(
                PathText.join(path, name),
                configuration: name,
                files: files,
                limits: limits,
                diagnostics: &unread
            )
            guard let color = folder.colors.first else { continue }
            ignored.append(name)
            first = first ?? color.nameLocation
        }
        if let first {
            diagnostics.report(.unreadQualifierFolders(ignored, at: first))
        }
    }
}

extension Diagnostic {
    fileprivate static func onlyInQualifiedFolder(
        _ name: String,
        _ configuration: AndroidConfiguration,
        at location: Location
    ) -> Diagnostic {
        let otherMode = configuration == .night ? "light" : "dark"
        return Diagnostic(
            .formatHazard,
            "'\(name)' is only in \(configuration.folder)/; in \(otherMode) mode Android throws Resources.NotFoundException for it",
            at: location
        )
    }

    fileprivate static func noValuesFiles(_ path: String) -> Diagnostic {
        Diagnostic(
            .unreadableFile,
            "'\(path)' holds no .xml file; an Android res folder keeps its colors in values/*.xml",
            at: Location(path: path, line: 1, column: 1)
        )
    }

    /// A note at the first color of the folders that are not read.
    fileprivate static func unreadQualifierFolders(_ names: [String], at location: Location) -> Diagnostic {
        let list = names.map { $0 + "/" }.joined(separator: ", ")
        return Diagnostic(
            .unsupportedByFormat,
            "the colors in \(list) are not read: they apply only on some devices; palettec reads values/, values-night/ (dark) and values-notnight/ (light)",
            at: location,
            severity: .note
        )
    }
}
