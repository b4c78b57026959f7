import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// The preview's images rendered by headless Chromium (`Tests/Browser/preview_probe.py`).
///
/// The committed golden page refers to the fixtures by relative paths: every image loads from disk, and a dimmed
/// one is darkened where it has pixels while its transparent pixels stay transparent. Skipped without `chromium` or `python3`,
/// except under `CI=true`, where it fails.
@Suite struct HTMLImagesChromiumTests {
    /// How far a channel may be from the expected value (Chromium's filter rounds in its own pipeline).
    static let tolerance = 3

    /// Whether two pixels agree on red, green and blue within the tolerance.
    static func near(_ pixel: [Int], _ expected: [Int]) -> Bool {
        zip(pixel.prefix(3), expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Runs where Chromium and python3 are installed, and always under CI=true, where a missing one fails it.
    @Test(
        .enabled(
            if: Executables.isCI || (Executables.find("chromium") != nil && Executables.find("python3") != nil),
            "chromium or python3 is not installed"
        )
    )
    func imagesShowTheirFilesAndADimmedImageDarkensOnlyItsPixels() throws {
        guard let chromium = ForeignSample.client("chromium"), let python = ForeignSample.client("python3") else {
            return
        }
        let folder = try ForeignSample.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = Golden.packageRoot.appendingPathComponent("Tests/Golden/Images/Images.preview.html").path
        let spec: [String: Any] = [
            "chromium": chromium, "width": 1400, "height": 1200, "schemes": ["light"],
            "pages": [["name": "images", "path": page]],
        ]
        let specURL = folder.appendingPathComponent("spec.json")
        try JSONSerialization.data(withJSONObject: spec).write(to: specURL)
        let probe = Golden.packageRoot.appendingPathComponent("Tests/Browser/preview_probe.py").path
        let result = try Executables.run(python, [probe, specURL.path], in: folder, timeout: 170)
        try #require(result.status == 0, "preview_probe.py failed:\n\(result.standardError.suffix(2000))")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        )
        let rendered = try #require(
            ((report["pages"] as? [String: Any])?["images"] as? [String: Any])?["light"] as? [String: Any]
        )
        let requests = try #require(rendered["requests"] as? [String])
        #expect(requests.allSatisfy { $0.hasPrefix("file://") }, "\(requests)")
        #expect(requests.contains { $0.hasSuffix("/Fixtures/Images/sun.png") })
        let images = try #require(rendered["images"] as? [String: [String: [Int]]])
        #expect(images.count == 16, "\(images)")

        let sun = [0xF5, 0xB8, 0x00]
        let moon = [0xC8, 0xCC, 0xD8]
        // The fixture discs are transparent at their pixel (1, 1), where the checkerboard is white.
        let checkerboardThere = [255, 255, 255]
        #expect(Self.near(images["night, light"]?["center"] ?? [], sun), "\(images["night, light"] ?? [:])")
        #expect(Self.near(images["badge, dark"]?["center"] ?? [], moon))
        #expect(Self.near(images["weather/sun, light"]?["center"] ?? [], sun))
        // Black at 0.4 over the disc: 60 % of each channel.
        let dimmed = try #require(images["night, dark"])
        #expect(Self.near(dimmed["center"] ?? [], sun.map { Int((Double($0) * 0.6).rounded()) }), "\(dimmed)")
        // Its transparent pixels still show the checkerboard behind it, not a darkened square.
        #expect(Self.near(dimmed["corner"] ?? [], checkerboardThere), "\(dimmed)")
        #expect(Self.near(images["night, light"]?["corner"] ?? [], checkerboardThere))
    }

    /// Runs where Chromium and python3 are installed, and always under CI=true, where a missing one fails it.
    @Test(
        .enabled(
            if: Executables.isCI || (Executables.find("chromium") != nil && Executables.find("python3") != nil),
            "chromium or python3 is not installed"
        )
    )
    func filesNamedLikeScriptURLsAreLinkedAsFilesBesideThePage() throws {
        guard let chromium = ForeignSample.client("chromium"), let python = ForeignSample.client("python3") else {
            Issue.record("CI=true but chromium or python3 is missing")
            return
        }
        let folder = try ForeignSample.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
        for image in HostileURLTests.hostilePalette.images {
            for value in image.values {
                try Data("%PDF-1.4\n".utf8).write(to: folder.appendingPathComponent(value.file.path))
            }
        }
        var diagnostics = DiagnosticBag()
        let options = EmitOptions(sourceNames: ["Hostile.json"], outputPath: "art/Hostile.preview.html")
        let file = try #require(
            HTMLEmitter().emit(HostileURLTests.hostilePalette, options: options, diagnostics: &diagnostics).first
        )
        let page = art.appendingPathComponent("Hostile.preview.html")
        try Data(file.text.utf8).write(to: page)
        let spec: [String: Any] = [
            "chromium": chromium, "width": 1400, "height": 1200, "schemes": ["light"],
            "pages": [["name": "hostile", "path": page.path]],
        ]
        let specURL = folder.appendingPathComponent("spec.json")
        try JSONSerialization.data(withJSONObject: spec).write(to: specURL)
        let probe = Golden.packageRoot.appendingPathComponent("Tests/Browser/preview_probe.py").path
        let result = try Executables.run(python, [probe, specURL.path], in: folder, timeout: 170)
        try #require(result.status == 0, "preview_probe.py failed:\n\(result.standardError.suffix(2000))")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        )
        let rendered = try #require(
            ((report["pages"] as? [String: Any])?["hostile"] as? [String: Any])?["light"] as? [String: Any]
        )
        let links = try #require(rendered["links"] as? [[String: String]])
        // Both images' cells (eight `src`), the PDF's four file links, and the page's own anchors.
        #expect(links.filter { $0["attribute"] == "src" }.count == 8, "\(links)")
        #expect(links.contains { $0["value"] == "./javascript:alert%28document.domain%29%3C!--.pdf" }, "\(links)")
        let elsewhere = links.filter { $0["protocol"] != "file:" }
        #expect(elsewhere.isEmpty, "\(elsewhere)")
        let requests = try #require(rendered["requests"] as? [String])
        #expect(requests.allSatisfy { $0.hasPrefix("file://") }, "\(requests)")
    }
}
