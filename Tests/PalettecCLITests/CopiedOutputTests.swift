import Foundation
import PaletteCompiler
import PaletteEmitters
import PaletteModel
import Testing

@testable import PalettecCLI

/// Copies of image files in folder outputs.
///
/// They are written atomically and only when their bytes change, recorded by digest, never written over or
/// removed unless a generated file of the output lists them, and reported by `--check`. The palettes are built by hand (the driver reads only the model); the bytes are not images, since
/// nothing here decodes them.
@Suite struct CopiedOutputTests {
    /// A project folder with image sources under `art/`, building an asset catalog at `Out/A.xcassets`.
    struct Project {
        /// The folder.
        let folder: TemporaryFolder
        /// The catalog output.
        let output = BuildConfig.Output(format: .xcassets, path: "Out/A.xcassets", options: [:], location: nil)

        /// The catalog's path on disk.
        var catalog: String { folder.url.appendingPathComponent("Out/A.xcassets").path }

        /// Writes a source image of `count` bytes (more than one copy chunk by default) and returns it as the model's
        /// image file.
        func source(
            _ name: String,
            count: Int = 150_000,
            seed: UInt8 = 1,
            kind: ImageFile.Kind = .png
        ) throws
            -> ImageFile
        {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) }
            try folder.write("art/" + name, Data(bytes))
            return ImageFile(
                path: folder.url.appendingPathComponent("art/" + name).path,
                written: "art/" + name,
                kind: kind,
                pixelSize: kind.isVector ? nil : PixelSize(width: 10, height: 10),
                byteCount: count,
                digest: ContentDigest(of: bytes).hex
            )
        }

        /// Plans, finds the stale files and writes (or checks) the catalog of `images`; returns the exit status, the
        /// digests by path and the session.
        func build(_ images: [PaletteImage], check: Bool = false) -> (PalettecCLI.ExitStatus, [String: String], Session)
        {
            let palette = Palette(name: "P", entries: [], images: images)
            var session = Session(
                commandLine: ParsedCommandLine(command: .build),
                environment: [:],
                standardErrorIsTerminal: false
            )
            let planned = OutputPlanner.plan(
                palette,
                outputs: [output],
                base: folder.url.path,
                sourceNames: ["p.json"],
                diagnostics: &session.diagnostics
            )
            let stale = StaleOutputs.find(outputs: [output], base: folder.url.path, planned: planned)
            var digests: [String: String] = [:]
            let status = OutputWriter.write(planned, stale: stale, check: check, session: &session, digests: &digests)
            return (status, digests, session)
        }

        /// The bytes of a file in the catalog.
        func read(_ path: String) -> Data? { folder.read("Out/A.xcassets/" + path) }

        /// The inode of a file in the catalog (a rewrite gives a new one).
        func inode(_ path: String) throws -> UInt64 {
            let attributes = try FileManager.default.attributesOfItem(atPath: catalog + "/" + path)
            return try #require(attributes[.systemFileNumber] as? UInt64)
        }
    }

    /// An image with a light and a dark file.
    static func image(_ key: String, _ light: ImageFile, _ dark: ImageFile) -> PaletteImage {
        PaletteImage(key: key, values: [.file(light), .file(dark), .file(light), .file(dark)])
    }

    /// The messages of a session's diagnostics.
    static func messages(_ session: Session) -> [String] {
        session.diagnostics.diagnostics.map(\.message)
    }

    @Test func copiesAreWrittenWithTheirDigestAndLeftAloneWhenNothingChanged() throws {
        let project = Project(folder: try TemporaryFolder())
        let light = try project.source("logo.png", seed: 1)
        let dark = try project.source("logo-dark.png", seed: 2)
        let (status, digests, session) = project.build([Self.image("logo", light, dark)])
        #expect(status == .ok, "\(Self.messages(session))")
        #expect(project.read("logo.imageset/logo.png") == project.folder.read("art/logo.png"))
        #expect(project.read("logo.imageset/logo-dark.png") == project.folder.read("art/logo-dark.png"))
        #expect(digests[project.catalog + "/logo.imageset/logo.png"] == light.digest)
        #expect(digests[project.catalog + "/logo.imageset/logo-dark.png"] == dark.digest)
        #expect(session.progress == ["wrote 4 files in \(project.catalog)"])

        let before = try project.inode("logo.imageset/logo.png")
        let (again, againDigests, second) = project.build([Self.image("logo", light, dark)])
        #expect(again == .ok)
        #expect(second.progress == ["palettec: 4 output files unchanged"])
        #expect(try project.inode("logo.imageset/logo.png") == before)
        #expect(againDigests == digests)
    }

    @Test func aChangedSourceReplacesItsCopyAndCheckReportsItFirst() throws {
        let project = Project(folder: try TemporaryFolder())
        let dark = try project.source("logo-dark.png", seed: 2)
        _ = project.build([Self.image("logo", try project.source("logo.png", seed: 1), dark)])
        // Same size, one byte different, past the first chunk.
        let changed = try project.source("logo.png", seed: 3)

        let (checked, _, check) = project.build([Self.image("logo", changed, dark)], check: true)
        #expect(checked == .findings)
        #expect(
            Self.messages(check) == ["'\(project.catalog)/logo.imageset/logo.png' is out of date; run 'palettec build'"]
        )
        #expect(project.read("logo.imageset/logo.png") != project.folder.read("art/logo.png"))

        let (status, _, session) = project.build([Self.image("logo", changed, dark)])
        #expect(status == .ok, "\(Self.messages(session))")
        #expect(project.read("logo.imageset/logo.png") == project.folder.read("art/logo.png"))
        #expect(session.progress == ["wrote 1 file in \(project.catalog)", "palettec: 3 output files unchanged"])
    }

    @Test func aFileNoGeneratedContentsJSONListsIsNeverOverwritten() throws {
        let project = Project(folder: try TemporaryFolder())
        let light = try project.source("logo.png", seed: 1)
        let dark = try project.source("logo-dark.png", seed: 2)
        // An imageset made in Xcode, whose file is where palettec would copy one.
        try project.folder.write(
            "Out/A.xcassets/logo.imageset/Contents.json",
            #"{"images": [{"filename": "logo.png", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#
        )
        try project.folder.write("Out/A.xcassets/logo.imageset/logo.png", "mine")
        let (status, _, session) = project.build([Self.image("logo", light, dark)])
        #expect(status == .findings)
        #expect(
            Self.messages(session).contains(
                "'\(project.catalog)/logo.imageset/logo.png' exists and was not copied there by palettec (no generated "
                    + "file of this output lists it); palettec never overwrites it. Move it away or choose another output path"
            )
        )
        #expect(project.read("logo.imageset/logo.png") == Data("mine".utf8))
        #expect(project.read("logo.imageset/logo-dark.png") == nil)
    }

    @Test func aFileThatAlreadyHoldsTheCopysBytesIsTakenAsItIs() throws {
        let project = Project(folder: try TemporaryFolder())
        let light = try project.source("logo.png", seed: 1)
        let dark = try project.source("logo-dark.png", seed: 2)
        try project.folder.write(
            "Out/A.xcassets/logo.imageset/logo.png",
            try #require(project.folder.read("art/logo.png"))
        )
        let (status, digests, session) = project.build([Self.image("logo", light, dark)])
        #expect(status == .ok, "\(Self.messages(session))")
        #expect(digests[project.catalog + "/logo.imageset/logo.png"] == light.digest)
    }

    @Test func aRemovedImagesSetGoesAndCopiesItsListingNoLongerNamesGoToo() throws {
        let project = Project(folder: try TemporaryFolder())
        let light = try project.source("logo.png", seed: 1)
        let dark = try project.source("logo-dark.png", seed: 2)
        let badge = try project.source("badge.png", count: 100, seed: 4)
        _ = project.build([Self.image("logo", light, dark), Self.image("Icons/badge", badge, badge)])
        // What palettec did not copy: a file added by hand to a generated imageset, and an imageset made in Xcode.
        try project.folder.write("Out/A.xcassets/logo.imageset/extra.png", "by hand")
        try project.folder.write(
            "Out/A.xcassets/Mine.imageset/Contents.json",
            #"{"images": [{"filename": "mine.png", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#
        )
        try project.folder.write("Out/A.xcassets/Mine.imageset/mine.png", "mine")

        // `badge` is gone, and `logo`'s light file is now a JPEG: `logo.png` is no longer listed.
        let jpeg = try project.source("logo.jpg", count: 500, seed: 5, kind: .jpeg)
        let (checked, _, check) = project.build([Self.image("logo", jpeg, dark)], check: true)
        #expect(checked == .findings)
        let left = "is left from an earlier build and no longer in the palette; run 'palettec build' to remove it"
        #expect(Self.messages(check).contains("'\(project.catalog)/Icons/badge.imageset/badge.png' \(left)"))
        #expect(Self.messages(check).contains("'\(project.catalog)/logo.imageset/logo.png' \(left)"))

        let (status, _, session) = project.build([Self.image("logo", jpeg, dark)])
        #expect(status == .ok, "\(Self.messages(session))")
        let names = (FileManager.default.enumerator(atPath: project.catalog)?.allObjects as? [String] ?? []).sorted()
        #expect(
            names == [
                "Contents.json", "Mine.imageset", "Mine.imageset/Contents.json", "Mine.imageset/mine.png",
                "logo.imageset", "logo.imageset/Contents.json", "logo.imageset/extra.png",
                "logo.imageset/logo-dark.png", "logo.imageset/logo.jpg",
            ]
        )
        let (clean, _, _) = project.build([Self.image("logo", jpeg, dark)], check: true)
        #expect(clean == .ok)
    }

    @Test func aSourceThatChangedSizeSinceItWasReadStopsTheBuildAndChangesNothing() throws {
        let project = Project(folder: try TemporaryFolder())
        let light = try project.source("logo.png", seed: 1)
        let dark = try project.source("logo-dark.png", seed: 2)
        try project.folder.write("art/logo.png", "shorter now")
        let (status, _, session) = project.build([Self.image("logo", light, dark)])
        #expect(status == .findings)
        #expect(
            Self.messages(session).first?.hasSuffix(
                "changed while palettec ran (150000 bytes when read, 11 now); no output was changed"
            ) == true,
            "\(Self.messages(session))"
        )
        // Folders may have been made for the temporaries; no file was left in them.
        let left = FileManager.default.enumerator(atPath: project.catalog)?.allObjects as? [String] ?? []
        #expect(left.allSatisfy { !$0.hasSuffix(".json") && !$0.hasSuffix(".png") }, "\(left)")
    }
}
