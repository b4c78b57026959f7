import Foundation
import PalettecTestSupport
import Testing

/// Builds of palettes with images by the built `palettec`: bad image files end in one clear error each and nothing
/// written, and an edited image is an edited input of the build record.
@Suite struct ImageBuildEndToEndTests {
    /// The palette, its one image value marked 1️⃣: inside the project (the config's folder) but outside the
    /// palette's own folder.
    static let palette = MarkedText(
        ##"{"colors": {"PGC01": {"light": "#0A84FF", "dark": "#409CFF"}}, "images": {"logo": 1️⃣"../Images/logo.png"}}"##
    )

    /// A project building `palette` into CSS, with `Images/logo.png` left for the test to make.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Palettes/Brand.json", palette.text)
        try folder.write(
            "palettec.json",
            ##"{"palettes": ["Palettes/Brand.json"], "outputs": [{ "format": "css", "path": "Generated/brand.css" }]}"##
        )
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Images"),
            withIntermediateDirectories: true
        )
        return folder
    }

    /// The printed error for the image value.
    static func error(_ message: String) -> String {
        palette.place("1️⃣", in: "Palettes/Brand.json") + ": error: " + message
    }

    /// Builds `folder` and expects `line` as the one error (with its quoted source line and count), status 1 and
    /// no output written.
    static func expectRefused(_ folder: TemporaryFolder, _ line: String) throws {
        let result = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first == line)
        #expect(lines.filter { $0.contains(": error: ") || $0.contains(": warning: ") }.count == 1)
        #expect(lines.last == "1 error")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Generated").path))
    }

    @Test func aProjectImageBuilds() throws {
        let folder = try Self.project()
        try folder.write("Images/logo.png", Data(TestImage.png(width: 8, height: 8)))
        let result = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(folder.read("Generated/brand.css") != nil)
    }

    @Test func aPaletteOfImagesOnlyBuildsIntoSwiftCSSAndJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("Palettes/Artwork.json", ##"{"images": {"logo": "logo.png"}}"##)
        try folder.write("Palettes/logo.png", Data(TestImage.png(width: 8, height: 8)))
        try folder.write(
            "palettec.json",
            ##"""
            {"palettes": ["Palettes/Artwork.json"], "outputs": [
              {"format": "swift", "path": "Generated/Artwork.swift"},
              {"format": "css", "path": "Generated/artwork.css"},
              {"format": "json", "path": "Generated/artwork.json"}
            ]}
            """##
        )
        let result = try folder.palettec(["build", "--quiet"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        func text(_ path: String) -> String { folder.read(path).map { String(decoding: $0, as: UTF8.self) } ?? "" }
        #expect(text("Generated/Artwork.swift").contains("    static var logo: Artwork.Image { all[0] }\n"))
        #expect(text("Generated/artwork.css").contains("  --logo: url(\"../Palettes/logo.png\");\n"))
        #expect(text("Generated/artwork.json").contains("\n  \"colors\": {},\n"))
    }

    @Test func aTruncatedPNGIsRefused() throws {
        let folder = try Self.project()
        try folder.write("Images/logo.png", Data(TestImage.truncatedPNG))
        try Self.expectRefused(
            folder,
            Self.error("'../Images/logo.png' is a damaged PNG file: it ends before its IHDR header [invalid-image]")
        )
    }

    @Test func aFolderIsRefused() throws {
        let folder = try Self.project()
        try folder.write("Images/logo.png/inside.png", Data(TestImage.png(width: 8, height: 8)))
        try Self.expectRefused(
            folder,
            Self.error("image '../Images/logo.png' is a folder; name an image file [unreadable-file]")
        )
    }

    @Test func aSymbolicLinkOutOfTheProjectIsRefusedUnread() throws {
        let folder = try Self.project()
        let outside = try TemporaryFolder()
        try outside.write("secret.png", Data(TestImage.png(width: 8, height: 8)))
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("Images/logo.png"),
            withDestinationURL: outside.url.appendingPathComponent("secret.png")
        )
        try Self.expectRefused(
            folder,
            Self.error(
                "image '../Images/logo.png' leads through a symbolic link outside the project folder '.' (where "
                    + "palettec.json is); palettec reads images only inside the project [image-outside-project]"
            )
        )
    }

    @Test func a50MBImageIsRefusedWithoutBeingReadUnlessTheLimitIsRaised() throws {
        let folder = try Self.project()
        let url = folder.url.appendingPathComponent("Images/logo.png")
        try folder.write("Images/logo.png", Data(TestImage.png(width: 8, height: 8)))
        // Sparse: the file takes no room on disk, and palettec refuses it by its size before reading it.
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 50_000_000)
        try handle.close()
        try Self.expectRefused(
            folder,
            Self.error(
                "image '../Images/logo.png' is 50000000 bytes; the limit for an image is 16777216 bytes (raise it "
                    + "with --max-image-size) [limit-exceeded]"
            )
        )
        let raised = try folder.palettec(["build", "--max-image-size", "64M"], environment: ["NO_COLOR": "1"])
        #expect(raised.status == 0, "\(raised.standardError)")
    }

    @Test func anEditedImageIsAChangedInputOfTheBuildRecord() throws {
        let folder = try Self.project()
        let records = try TemporaryFolder()
        let environment = ["NO_COLOR": "1", "PALETTEC_CACHE_DIR": records.url.path]
        try folder.write("Images/logo.png", Data(TestImage.png(width: 8, height: 8)))
        #expect(try folder.palettec(["build", "-v"], environment: environment).status == 0)
        let unchanged = try folder.palettec(["build", "-v"], environment: environment)
        #expect(unchanged.standardError.contains(BuildRecordTests.skipped))
        try folder.write("Images/logo.png", Data(TestImage.png(width: 8, height: 9)))
        let rebuilt = try folder.palettec(["build", "-v"], environment: environment)
        #expect(rebuilt.status == 0)
        #expect(!rebuilt.standardError.contains(BuildRecordTests.skipped))
    }
}
