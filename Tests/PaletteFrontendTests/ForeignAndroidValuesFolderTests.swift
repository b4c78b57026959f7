import Foundation
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of Android `values` folders read as aapt merges them: every `.xml` file, duplicates, qualifiers, theme
/// attributes.
@Suite struct ForeignAndroidValuesFolderTests {
    /// A `<resources>` file with the given elements.
    static func resources(_ body: String) -> String {
        ForeignAndroidReaderTests.resources(body)
    }

    /// A res folder in the shape apps keep (oppia's): literal definitions, a palette of aliases overridden at night,
    /// components that alias the palette, colors beside styles and bools, `<item type="color">`.
    static let app: [String: String] = [
        "res/values/color_defs.xml": resources(
            """
                <color name="color_def_green">#00645C</color>
                <color name="color_def_white">#FFFFFF</color>
                <color name="color_def_black">#000</color>
                <item name="color_def_scrim" type="color">#80000000</item>

            """
        ),
        "res/values/color_palette.xml": resources(
            """
                <color name="color_palette_primary">@color/color_def_green</color>
                <color name="color_palette_background">@color/color_def_white</color>
                <bool name="is_tablet">false</bool>

            """
        ),
        "res/values/themes.xml": resources(
            """
                <style name="AppTheme">
                </style>
                <color name="component_toolbar">@color/color_palette_primary</color>
                <color name="component_screen">@color/color_palette_background</color>
                <dimen name="margin">8dp</dimen>
                <item name="ratio" type="dimen">1.5</item>

            """
        ),
        "res/values-night/color_palette.xml": resources(
            """
                <color name="color_palette_primary">@color/color_def_white</color>
                <color name="color_palette_background">@color/color_def_black</color>

            """
        ),
    ]

    @Test func everyFileOfTheFolderIsMergedAndAliasesResolveInEachConfiguration() {
        let (palette, diagnostics) = ForeignRead.lower(nil, "res", Self.app)
        #expect(diagnostics.printedLines == [])
        #expect(
            palette?.entries.map(\.key) == [
                "color_def_green", "color_def_white", "color_def_black", "color_def_scrim", "color_palette_primary",
                "color_palette_background", "component_toolbar", "component_screen",
            ]
        )
        #expect(ForeignRead.value(palette, "color_def_scrim", "light") == "#00000080")
        #expect(ForeignRead.value(palette, "color_palette_primary", "light") == "{color_def_green}")
        #expect(ForeignRead.value(palette, "color_palette_primary", "dark") == "{color_def_white}")
        // A component with no night value follows the palette's night value, as Android resolves @color/ in the
        // night configuration.
        let toolbar = palette?.entries.first { $0.key == "component_toolbar" }
        let light = palette?.appearanceIndex(named: "light") ?? 0
        let dark = palette?.appearanceIndex(named: "dark") ?? 0
        #expect(toolbar?.values[light].hexRGBA == "#00645CFF")
        #expect(toolbar?.values[dark].hexRGBA == "#FFFFFFFF")
        let screen = palette?.entries.first { $0.key == "component_screen" }
        #expect(screen?.values[light].hexRGBA == "#FFFFFFFF")
        #expect(screen?.values[dark].hexRGBA == "#000000FF")
    }

    @Test(arguments: ["res", "res/values", "res/values/themes.xml", "res/values-night"])
    func aResValuesFolderOrFileReadsTheWholeResFolder(_ path: String) {
        #expect(ForeignReader.detect(path: path, files: MemoryFileProvider(texts: Self.app)) == .android)
        let (documents, diagnostics) = ForeignRead.read(nil, path, Self.app)
        #expect(diagnostics.printedLines == [])
        #expect(documents.map(\.path) == ["res"])
        #expect(documents.first?.entries.count == 8)
    }

    @Test func aNameDefinedTwiceInOneFolderIsOneErrorNamingBoth() {
        let first = MarkedText(Self.resources("<color name=\"1️⃣accent\">#112233</color>\n"))
        let second = MarkedText(
            Self.resources("<color name=\"plain\">#000</color>\n<item type=\"color\" name=\"2️⃣accent\">#445566</item>\n")
        )
        let night = MarkedText(
            Self.resources("<color name=\"3️⃣accent\">#fff</color>\n<color name=\"4️⃣accent\">#eee</color>\n")
        )
        let files = [
            "res/values/a.xml": first.text, "res/values/b.xml": second.text, "res/values-night/c.xml": night.text,
        ]
        let (_, diagnostics) = ForeignRead.read(nil, "res", files)
        let aapt2 = "aapt2 refuses a name defined twice in one values folder"
        #expect(
            diagnostics.printedLines == [
                "\(night.place("4️⃣", in: "res/values-night/c.xml")): error: duplicate value for resource 'color/accent' with config 'night'; \(aapt2) [duplicate-key]",
                "\(second.place("2️⃣", in: "res/values/b.xml")): error: duplicate value for resource 'color/accent' with config ''; \(aapt2) [duplicate-key]",
            ]
        )
        let notes = diagnostics.sorted().map {
            $0.notes.map {
                "\($0.message) @\($0.location?.path ?? ""):\($0.location?.line ?? 0):\($0.location?.column ?? 0)"
            }
        }
        #expect(
            notes == [
                ["resource previously defined here @\(night.place("3️⃣", in: "res/values-night/c.xml"))"],
                ["resource previously defined here @\(first.place("1️⃣", in: "res/values/a.xml"))"],
            ]
        )
    }

    @Test func themeAttributesAndTheColorsReferringToThemAreSkippedWithOneNote() {
        let path = "res/values/colors.xml"
        let text = MarkedText(
            Self.resources(
                "<color name=\"primary\">1️⃣?attr/colorPrimary</color>\n<color name=\"surface\">?android:attr/colorBackground</color>\n<color name=\"toolbar\">@color/primary</color>\n<color name=\"bar\">@color/toolbar</color>\n<color name=\"ink\">#000</color>\n"
            )
        )
        let (palette, diagnostics) = ForeignRead.lower(nil, "res", [path: text.text])
        #expect(
            diagnostics.printedLines == [
                "\(text.place("1️⃣", in: path)): note: 2 colors given by a theme attribute ('?attr/colorPrimary', …) and 2 that refer to them are not read: their color is the one the theme an app applies gives [unsupported-by-format]"
            ]
        )
        #expect(palette?.entries.map(\.key) == ["ink"])
    }

    @Test func valuesNotNightGivesLightAndOtherQualifiersAreNotRead() {
        // Moop's shape: a light-mode override in values-notnight/, an API-level folder beside it.
        let files = [
            "res/values/sys_ui.xml": Self.resources(
                "<color name=\"scrim\">@color/dark_scrim</color>\n<color name=\"dark_scrim\">#40000000</color>\n<color name=\"light_scrim\">#B3FFFFFF</color>\n"
            ),
            "res/values-notnight/sys_ui.xml": Self.resources("<color name=\"scrim\">@color/light_scrim</color>\n"),
            "res/values-notnight-v27/sys_ui.xml": Self.resources("<color name=\"scrim\">#fff</color>\n"),
        ]
        let (palette, diagnostics) = ForeignRead.lower(nil, "res", files)
        #expect(diagnostics.diagnostics.map(\.severity) == [.note])
        #expect(ForeignRead.value(palette, "scrim", "light") == "{light_scrim}")
        #expect(ForeignRead.value(palette, "scrim", "dark") == "{dark_scrim}")
    }

    @Test func aResFolderWithoutValuesFilesIsReported() {
        let (documents, diagnostics) = ForeignRead.read(.android, "res", ["res/drawable/a.xml": "<vector/>"])
        #expect(documents.isEmpty)
        #expect(
            diagnostics.printedLines == [
                "res/values:1:1: error: 'res/values' holds no .xml file; an Android res folder keeps its colors in values/*.xml [unreadable-file]"
            ]
        )
    }

    @Test(.enabled(if: Self.canRun("aapt2"), "aapt2 is not installed; under CI=true this test fails"))
    func aapt2ResolvesEveryColorInEachConfigurationAsPalettecReadsIt() throws {
        let aapt2 = try #require(Executables.find("aapt2"), "aapt2 is required under CI=true but was not found")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("android-values-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = try Self.aapt2Table(Self.app, aapt2: aapt2, in: folder)
        let (palette, _) = ForeignRead.lower(nil, "res", Self.app)
        let palettec = try #require(palette)
        #expect(Set(table.keys) == Set(palettec.entries.map(\.key)))
        for entry in palettec.entries {
            for (appearance, config) in [("light", ""), ("dark", "night-v8")] {
                let index = try #require(palettec.appearanceIndex(named: appearance))
                #expect(
                    Self.resolved(entry.key, config, in: table) == Self.argb(entry.values[index].hexRGBA),
                    "\(entry.key) \(appearance)"
                )
            }
        }
        // aapt2 refuses a name defined twice in one folder, across files, as palettec does.
        var duplicated = Self.app
        duplicated["res/values/extra.xml"] = Self.resources("<color name=\"color_def_green\">#000</color>\n")
        #expect(throws: (any Error).self) { try Self.aapt2Table(duplicated, aapt2: aapt2, in: folder) }
        #expect(ForeignRead.read(nil, "res", duplicated).diagnostics.diagnostics.map(\.rule) == [.duplicateKey])
    }

    /// Whether a test needing `name` runs: when it is installed, and always under `CI=true`.
    static func canRun(_ name: String) -> Bool {
        Executables.isCI || Executables.find(name) != nil
    }

    /// `#RRGGBBAA` as aapt2 prints it, `#aarrggbb`.
    static func argb(_ rgba: String) -> String {
        let digits = rgba.dropFirst().lowercased()
        return "#" + digits.suffix(2) + digits.prefix(6)
    }

    /// The value of `name` in `config` as Android resolves it: the configuration's value, else the default's,
    /// following `@color/` references in the same configuration.
    static func resolved(_ name: String, _ config: String, in table: [String: [String: String]]) -> String? {
        var name = name
        for _ in 0..<100 {
            guard let value = table[name]?[config] ?? table[name]?[""] else { return nil }
            guard value.hasPrefix("@color/") else { return value }
            name = String(value.dropFirst("@color/".count))
        }
        return nil
    }

    /// The color table aapt2 builds from the files' `res` folder, or an error when aapt2 refuses the folder.
    ///
    /// Compiles and links with aapt2 and reads `aapt2 dump resources`: name → config (`""` for the default) →
    /// value (`#aarrggbb` or `@color/name`).
    static func aapt2Table(
        _ texts: [String: String],
        aapt2: String,
        in folder: URL
    ) throws -> [String: [String: String]] {
        try? FileManager.default.removeItem(at: folder)
        for (path, text) in texts {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: url)
        }
        try Data("<manifest package=\"com.example.palette\"/>\n".utf8)
            .write(to: folder.appendingPathComponent("AndroidManifest.xml"))
        let compile = try Executables.run(aapt2, ["compile", "--dir", "res", "-o", "res.zip"], in: folder)
        let link = try Executables.run(
            aapt2,
            ["link", "-o", "out.apk", "--manifest", "AndroidManifest.xml", "res.zip"],
            in: folder
        )
        guard compile.status == 0, link.status == 0 else { throw Aapt2Refused(output: link.standardError) }
        let dump = try Executables.run(aapt2, ["dump", "resources", "out.apk"], in: folder)
        var table: [String: [String: String]] = [:]
        var name: String?
        for rawLine in dump.standardOutput.split(separator: "\n") {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("resource "), let range = line.range(of: " color/") {
                name = String(line[range.upperBound...])
            } else if line.hasPrefix("resource ") || line.hasPrefix("type ") {
                name = nil
            } else if let name, line.hasPrefix("("), let close = line.firstIndex(of: ")") {
                let config = String(line[line.index(after: line.startIndex)..<close])
                table[name, default: [:]][config] = line[line.index(after: close)...]
                    .trimmingCharacters(in: .whitespaces)
            }
        }
        return table
    }

    /// aapt2 refused to compile or link a folder.
    struct Aapt2Refused: Error {
        /// What it printed.
        var output: String
    }
}
