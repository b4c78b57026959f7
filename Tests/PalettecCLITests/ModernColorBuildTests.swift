import Foundation
import PalettecTestSupport
import Testing

/// The modern-color fixture (`Fixtures/ModernColor/ModernColor.json`: every CSS Color 4 notation, `none`, names,
/// `color-mix()`, relative colors and a color outside Display P3) builds end to end through the built `palettec`.
@Suite struct ModernColorBuildTests {
    @Test func theFixtureBuildsEveryOutputThatKeepsWideColor() throws {
        let fixture = Golden.packageRoot.appendingPathComponent(
            "Tests/PalettecCLITests/Fixtures/ModernColor/ModernColor.json"
        )
        let folder = try TemporaryFolder()
        try folder.write("Palettes/ModernColor.json", try Data(contentsOf: fixture))
        try folder.write(
            "palettec.json",
            """
            {
              "palettes": ["Palettes/ModernColor.json"],
              "outputs": [
                { "format": "swift", "path": "Generated/ModernColor.swift" },
                { "format": "css", "path": "Generated/modern-color.css" },
                { "format": "json", "path": "Generated/modern-color.json" },
                { "format": "html", "path": "Generated/modern-color.html" },
                { "format": "xcassets", "path": "Generated/ModernColor.xcassets" }
              ]
            }
            """
        )
        let build = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(build.status == 0, "\(build.standardError)")
        #expect(!build.standardError.contains("warning"), "\(build.standardError)")
        let css = String(decoding: try #require(folder.read("Generated/modern-color.css")), as: UTF8.self)
        for name in ["--brand-hover:", "--brand-border:", "--brand-tint:", "--brand-shade:", "--outside-p3:"] {
            #expect(css.contains(name), "\(name)")
        }
        #expect(folder.read("Generated/ModernColor.xcassets/brandHover.colorset/Contents.json") != nil)
        let check = try folder.palettec(["build", "--check"])
        #expect(check.status == 0, "\(check.standardError)")
    }
}
