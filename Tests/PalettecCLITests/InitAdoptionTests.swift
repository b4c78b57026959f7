import Foundation
import PalettecTestSupport
import Testing

/// `palettec init` on folders as real projects have them, mistakes included, through the built binary: the first
/// `palettec build` succeeds, and `init --force` after a fix updates what init wrote and nothing else.
///
/// The fixtures are minimal files in each format's real shape (a DKNightVersion `DKColorTable.txt` with a theme
/// column, an Xcode colorset naming a system color as NetNewsWire's do, an LFLDarkModeKit bundle).
@Suite struct InitAdoptionTests {
    /// A DKNightVersion table with a `RED` theme column, as DKNightVersion's own example has.
    static let dkTable = "NORMAL   NIGHT    RED\n#ffffff  #343434  #fafafa BG\n#0000ff  #ffffff  #fa0000 TINT\n"

    /// An asset catalog colorset's `Contents.json`: `color` is the components, or a system color's name.
    static func colorset(_ color: String, dark: String) -> String {
        """
        {
          "colors" : [
            { "color" : \(color), "idiom" : "universal" },
            {
              "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : \(dark),
              "idiom" : "universal"
            }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }

        """
    }

    /// An sRGB color of a colorset.
    static func srgb(_ red: String, _ green: String, _ blue: String) -> String {
        """
        { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "\(blue)", "green" : "\(green)", \
        "red" : "\(red)" } }
        """
    }

    /// A system color a colorset names instead of components.
    static let systemBackground = #"{ "platform" : "ios", "reference" : "systemBackgroundColor" }"#

    /// One plist of an LFLDarkModeKit bundle, with the marker `1️⃣` before the `<string>` of PColor1.
    static func lflPlist(_ colors: [(String, String)]) -> MarkedText {
        let body = colors.map {
            "\t<key>\($0.0)</key>\n\t\($0.0 == "PColor1" ? "1️⃣" : "")<string>\($0.1)</string>\n"
        }.joined()
        return MarkedText(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)</dict>
            </plist>

            """
        )
    }

    /// Writes an LFLDarkModeKit bundle whose `PColor1` light value is `accent`, and returns its light plist.
    @discardableResult
    static func writeBundle(_ folder: TemporaryFolder, accent: String) throws -> MarkedText {
        let light = lflPlist([("PColor0", "FFFFFF"), ("PColor1", accent), ("PColor2", "333333")])
        try folder.write("App/Theme.bundle/light.plist", light.text)
        try folder.write(
            "App/Theme.bundle/dark.plist",
            lflPlist([("PColor0", "000000"), ("PColor1", "AA0000"), ("PColor2", "CCCCCC")]).text
        )
        return light
    }

    /// The lines of a run's standard error.
    static func lines(_ output: Executables.Output) -> [String] {
        output.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The text of a file of the folder.
    static func text(_ folder: TemporaryFolder, _ path: String) -> String {
        String(decoding: folder.read(path) ?? Data(), as: UTF8.self)
    }

    @Test func aDKThemeColumnAndACatalogWithASystemColorBuildFirstTime() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/DKColorTable.txt", Self.dkTable)
        try folder.write(
            "App/Assets.xcassets/primaryAccentColor.colorset/Contents.json",
            Self.colorset(Self.srgb("0.031", "0.412", "0.812"), dark: Self.srgb("0.373", "0.682", "1.000"))
        )
        let bar = MarkedText(Self.colorset("1️⃣" + Self.systemBackground, dark: "2️⃣" + Self.systemBackground))
        let barPath = "App/Assets.xcassets/barBackgroundColor.colorset/Contents.json"
        try folder.write(barPath, bar.text)
        try folder.write("App/Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        let initialized = try folder.palettec(["init"], environment: ["NO_COLOR": "1"])
        #expect(initialized.status == 0, "\(initialized.standardError)")
        let system =
            "refers to the system color 'systemBackgroundColor', whose value the platform decides; a palette needs the "
            + "color itself; 'barBackgroundColor' is left out of the converted palette [unsupported-by-format]"
        #expect(
            Self.lines(initialized) == [
                bar.place("1️⃣", in: barPath) + ": warning: 'barBackgroundColor' " + system,
                #"      { "color" : { "platform" : "ios", "reference" : "systemBackgroundColor" }, "idiom" : "universal" },"#,
                "                  ^",
                bar.place("2️⃣", in: barPath) + ": warning: 'barBackgroundColor' " + system,
                #"        "color" : { "platform" : "ios", "reference" : "systemBackgroundColor" },"#,
                "                  ^",
                "2 warnings",
                "wrote palettec.json", "wrote Palettes/Assets.json", "wrote Palettes/DKColorTable.json",
                "wrote .palettec-init.json",
                "palettec: converted App/Assets.xcassets into Palettes/Assets.json leaving out 1 color (see the "
                    + "warnings); the original is left as it is",
                "palettec: converted App/DKColorTable.txt into Palettes/DKColorTable.json; the original is left as it is",
                "next: palettec build   (writes Generated/Assets.swift and Generated/assets.css)",
                "      palettec lint    (checks the palettes; also a pre-commit hook, see README.md)", "",
            ]
        )
        #expect(Self.text(folder, "palettec.json").contains(#""typeName": "Assets""#))
        let build = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(build.status == 0, "\(build.standardError)")
        let swift = Self.text(folder, "Generated/Assets.swift")
        #expect(swift.contains("enum Assets"), "\(swift.prefix(2000))")
        #expect(swift.contains("@objc(PCAssets)"))
        // The catalog's accent has no RED value: it takes its NORMAL (light) one, as DKNightVersion would.
        let css = Self.text(folder, "Generated/assets.css")
        #expect(css.contains("--primary-accent-color: #0869cf;"), "\(css)")
    }

    /// Catalogs of one name (an app's and its widget's `Assets.xcassets`, as NetNewsWire has) are each adopted.
    ///
    /// Each is converted under its own name; a third that defines a key another defines is left out, since one build
    /// cannot hold one key twice. Sources are taken in path order (`Widget` before `iOS`).
    @Test func catalogsOfOneNameAreEachAdoptedAndOneThatRepeatsAKeyIsLeftOut() throws {
        let folder = try TemporaryFolder()
        let color = Self.colorset(Self.srgb("0.031", "0.412", "0.812"), dark: Self.srgb("0.373", "0.682", "1.000"))
        try folder.write("iOS/Resources/Assets.xcassets/primaryAccentColor.colorset/Contents.json", color)
        try folder.write("Widget/Assets.xcassets/AccentColor.colorset/Contents.json", color)
        try folder.write("iOS/Share/Assets.xcassets/primaryAccentColor.colorset/Contents.json", color)
        let initialized = try folder.palettec(["init"], environment: ["NO_COLOR": "1"])
        #expect(initialized.status == 0, "\(initialized.standardError)")
        #expect(
            Self.lines(initialized) == [
                "wrote palettec.json", "wrote Palettes/Assets.json", "wrote Palettes/Resources-Assets.json",
                "wrote .palettec-init.json",
                "palettec: converted Widget/Assets.xcassets into Palettes/Assets.json; the original is left as it is",
                "palettec: converted iOS/Resources/Assets.xcassets into Palettes/Resources-Assets.json; the original "
                    + "is left as it is",
                "palettec: not adopted: iOS/Share/Assets.xcassets (it defines 'primaryAccentColor', as "
                    + "iOS/Resources/Assets.xcassets does; one build cannot hold both)",
                "next: palettec build   (writes Generated/Assets.swift and Generated/assets.css)",
                "      palettec lint    (checks the palettes; also a pre-commit hook, see README.md)", "",
            ]
        )
        let build = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(build.status == 0, "\(build.standardError)")
        let css = Self.text(folder, "Generated/assets.css")
        #expect(css.contains("--primary-accent-color:") && css.contains("--accent-color:"), "\(css)")
    }

    @Test func anLFLValueWithAHashIsLeftOutAndARerunAfterTheFixUpdatesTheProject() throws {
        let folder = try TemporaryFolder()
        let light = try Self.writeBundle(folder, accent: "#FF0000")
        let initialized = try folder.palettec(["init"], environment: ["NO_COLOR": "1"])
        #expect(initialized.status == 0, "\(initialized.standardError)")
        #expect(
            Self.lines(initialized) == [
                light.place("1️⃣", in: "App/Theme.bundle/light.plist")
                    + ": warning: LFLDarkModeKit does not strip '#': '#FF0000' is read as #0FF000 (CSS order, alpha "
                    + "last); write bare RRGGBB or AARRGGBB; 'PColor1' is left out of the converted palette "
                    + "[format-hazard]",
                "   <string>#FF0000</string>",
                "   ^",
                "1 warning",
                "wrote palettec.json", "wrote Palettes/Theme.json", "wrote .palettec-init.json",
                "palettec: converted App/Theme.bundle into Palettes/Theme.json leaving out 1 color (see the warnings); "
                    + "the original is left as it is",
                "next: palettec build   (writes Generated/Theme.swift and Generated/theme.css)",
                "      palettec lint    (checks the palettes; also a pre-commit hook, see README.md)", "",
            ]
        )
        #expect(!Self.text(folder, "Palettes/Theme.json").contains("PColor1"))
        let build = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(build.status == 0, "\(build.standardError)")

        let again = try folder.palettec(["init"], environment: ["NO_COLOR": "1"])
        #expect(again.status == 2)
        #expect(
            Self.lines(again) == [
                "palettec: error: palettec.json already exists here; palettec init --force converts the sources again "
                    + "and updates the files init wrote (never one it did not write or that was edited since)",
                "See 'palettec help init'.", "",
            ]
        )

        try Self.writeBundle(folder, accent: "FF0000")
        let rerun = try folder.palettec(["init", "--force"], environment: ["NO_COLOR": "1"])
        #expect(rerun.status == 0, "\(rerun.standardError)")
        #expect(
            Self.lines(rerun) == [
                "wrote Palettes/Theme.json", "wrote .palettec-init.json", "palettec: 1 output file unchanged",
                "palettec: converted App/Theme.bundle into Palettes/Theme.json; the original is left as it is",
                "next: palettec build   (writes Generated/Theme.swift and Generated/theme.css)",
                "      palettec lint    (checks the palettes; also a pre-commit hook, see README.md)", "",
            ]
        )
        #expect(Self.text(folder, "Palettes/Theme.json").contains(##""light": "#FF0000""##))
        let rebuilt = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(rebuilt.status == 0, "\(rebuilt.standardError)")
        #expect(Self.text(folder, "Generated/theme.css").contains("--p-color1: #ff0000;"))
    }

    @Test func aRerunKeepsWhatInitDidNotWriteOrWasEditedSince() throws {
        let folder = try TemporaryFolder()
        try Self.writeBundle(folder, accent: "FF0000")
        let initialized = try folder.palettec(["init"], environment: ["NO_COLOR": "1"])
        #expect(initialized.status == 0, "\(initialized.standardError)")
        let edited = Self.text(folder, "Palettes/Theme.json").replacingOccurrences(of: "#FF0000", with: "#EE0000")
        try folder.write("Palettes/Theme.json", edited)
        let config = Self.text(folder, "palettec.json") + "\n"
        try folder.write("palettec.json", config)
        try Self.writeBundle(folder, accent: "DD0000")
        let rerun = try folder.palettec(["init", "--force"], environment: ["NO_COLOR": "1"])
        #expect(rerun.status == 0, "\(rerun.standardError)")
        let kept =
            "as it is: init did not write it, or it was edited since (delete it and run palettec init --force to "
        #expect(
            Self.lines(rerun) == [
                "wrote .palettec-init.json",
                "palettec: kept palettec.json \(kept)write it again)",
                "palettec: kept Palettes/Theme.json \(kept)write it again)",
                "next: palettec build   (writes Generated/Theme.swift and Generated/theme.css)",
                "      palettec lint    (checks the palettes; also a pre-commit hook, see README.md)", "",
            ]
        )
        #expect(Self.text(folder, "Palettes/Theme.json") == edited)
        #expect(Self.text(folder, "palettec.json") == config)
        // A record written by hand proves nothing: the files it names stay as they are.
        try folder.write(".palettec-init.json", #"{ "files": { "Palettes/Theme.json": "0" } }"#)
        let forged = try folder.palettec(["init", "--force"], environment: ["NO_COLOR": "1"])
        #expect(forged.status == 1, "\(forged.standardError)")
        #expect(forged.standardError.contains("'.palettec-init.json' exists and was not generated by palettec"))
        #expect(Self.text(folder, "Palettes/Theme.json") == edited)
    }

    @Test func twoSourcesOfDifferentNamesGiveOneSetOfNames() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/DKColorTable.txt", Self.dkTable)
        try Self.writeBundle(folder, accent: "FF0000")
        let initialized = try folder.palettec(["init"], environment: ["NO_COLOR": "1"])
        #expect(initialized.status == 0, "\(initialized.standardError)")
        #expect(
            Self.lines(initialized) == [
                "wrote palettec.json", "wrote Palettes/DKColorTable.json", "wrote Palettes/Theme.json",
                "wrote .palettec-init.json",
                "palettec: converted App/DKColorTable.txt into Palettes/DKColorTable.json; the original is left as it is",
                "palettec: converted App/Theme.bundle into Palettes/Theme.json; the original is left as it is",
                "next: palettec build   (writes Generated/DKColorTable.swift and Generated/dkcolortable.css)",
                "      palettec lint    (checks the palettes; also a pre-commit hook, see README.md)", "",
            ]
        )
        // The first palette names the project: the files, the Swift type, its Objective-C class, the preview.
        #expect(Self.text(folder, "palettec.json").contains(#""typeName": "DKColorTable""#))
        let build = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(build.status == 0, "\(build.standardError)")
        let swift = Self.text(folder, "Generated/DKColorTable.swift")
        #expect(swift.contains("enum DKColorTable {") && swift.contains("@objc(PCDKColorTable)"))
        #expect(folder.read("Generated/dkcolortable.css") != nil)
        let preview = try folder.palettec(["preview"], environment: ["NO_COLOR": "1"])
        #expect(preview.status == 0, "\(preview.standardError)")
        #expect(Self.text(folder, "DKColorTable.preview.html").contains("<title>DKColorTable"))
    }

    @Test func androidResourcesAndATokenFileWithMistakesBuildFirstTime() throws {
        let folder = try TemporaryFolder()
        let resources = { (colors: String) in
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(colors)</resources>\n"
        }
        try folder.write(
            "app/src/main/res/values/colors.xml",
            resources(
                "    <color name=\"background\">#FFFFFF</color>\n"
                    + "    <color name=\"divider\">@android:color/darker_gray</color>\n"
            )
        )
        // A color only the night resources have: Android throws Resources.NotFoundException in the day.
        try folder.write(
            "app/src/main/res/values-night/colors.xml",
            resources(
                "    <color name=\"background\">#000000</color>\n    <color name=\"divider\">#333333</color>\n"
                    + "    <color name=\"glow\">#FFCC00</color>\n"
            )
        )
        try folder.write(
            "design/brand.tokens.json",
            ##"{ "brand": { "$type": "color", "primary": { "$value": "#112233" }, "broken": { "$value": "#12345" } } }"##
        )
        let initialized = try folder.palettec(["init"], environment: ["NO_COLOR": "1"])
        #expect(initialized.status == 0, "\(initialized.standardError)")
        let lines = Self.lines(initialized)
        #expect(
            lines.filter { $0.contains(": warning: ") }.map { $0.prefix { $0 != ":" } } == [
                "app/src/main/res/values-night/colors.xml", "design/brand.tokens.json",
            ],
            "\(initialized.standardError)"
        )
        #expect(
            lines.contains(
                "palettec: converted design/brand.tokens.json into Palettes/brand.json leaving out 1 color (see the "
                    + "warnings); the original is left as it is"
            )
        )
        let build = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(build.status == 0, "\(build.standardError)")
        let css = Self.text(folder, "Generated/res.css")
        #expect(css.contains("--divider: #aaaaaa;") && css.contains("--brand-primary: #112233;"), "\(css)")
        #expect(!css.contains("glow") && !css.contains("broken"))
    }

    @Test func aFolderWhosePalettesCannotBeAdoptedGetsNoStarterPalette() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/DKColorTable.txt", "NIGHT RED\n#343434 #fafafa BG\n")
        let initialized = try folder.palettec(["init"], environment: ["NO_COLOR": "1"])
        #expect(initialized.status == 1)
        #expect(
            Self.lines(initialized) == [
                "palettec: not adopted: App/DKColorTable.txt (it has errors; palettec lint App/DKColorTable.txt shows "
                    + "them)",
                "palettec: error: no palette found here could be adopted, so nothing was written; fix the errors and "
                    + "run palettec init again", "",
            ]
        )
        #expect(folder.read("palettec.json") == nil)
        #expect(folder.read("Palettes/Colors.json") == nil)
    }
}
