import Foundation
import PalettecTestSupport
import Testing

@testable import PalettecCLI

/// `Watch.run` driven in the test's own process, with its pause and build replaced: what a build read is watched,
/// from before it read it.
@Suite struct WatchLoopTests {
    /// A project whose palettes live in a folder input, with an image outside that folder.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(
            "Palettes/a.json",
            ##"{"colors": {"a": {"light": "#FFFFFF", "dark": "#000000"}}, "images": {"logo": "../Images/logo.png"}}"##
        )
        try folder.write("Images/logo.png", Data(TestImage.png(width: 8, height: 4)))
        try folder.write(
            "palettec.json",
            #"{"palettes": ["Palettes"], "outputs": [{"format": "json", "path": "out/p.json"}]}"#
        )
        return folder
    }

    /// What a watch did: the result of each build, and how many pauses there were.
    struct Run {
        var builds: [CommandResult] = []
        var pauses = 0
    }

    /// Watches `folder`'s build (records kept in a folder of its own) until `builds` builds have ended or 40 pauses
    /// have passed (ten seconds of a real watch); `afterBuild(n)` runs at the end of build `n` (1-based), before
    /// the watch sees its result, and `atPause(n)` at pause `n`.
    static func watch(
        _ folder: TemporaryFolder,
        until builds: Int,
        afterBuild: (Int) throws -> Void = { _ in },
        atPause: (Int) throws -> Void = { _ in }
    ) throws -> Run {
        let records = try TemporaryFolder()
        var run = Run()
        var failure: (any Error)?
        let status = Watch.loop(
            ["build", "--watch", "--config", folder.url.appendingPathComponent("palettec.json").path],
            print: { _ in },
            stopped: { run.builds.count >= builds || run.pauses >= 40 || failure != nil },
            pause: { _ in
                run.pauses += 1
                do { try atPause(run.pauses) } catch { failure = error }
            },
            build: { arguments in
                let result = Palettec.run(
                    arguments,
                    environment: ["NO_COLOR": "1", "PALETTEC_CACHE_DIR": records.url.path]
                )
                run.builds.append(result)
                do { try afterBuild(run.builds.count) } catch { failure = error }
                return result
            }
        )
        if let failure { throw failure }
        #expect(status == .ok)
        return run
    }

    /// The text of the JSON output.
    static func output(_ folder: TemporaryFolder) -> String {
        String(decoding: folder.read("out/p.json") ?? Data(), as: UTF8.self)
    }

    @Test func anEditMadeDuringABuildIsBuilt() throws {
        let folder = try Self.project()
        let run = try Self.watch(folder, until: 2) { build in
            // The build has read the palette; the edit lands before the watch looks.
            if build == 1 {
                try folder.write(
                    "Palettes/a.json",
                    ##"{"colors": {"a": {"light": "#EEEEEE", "dark": "#000000"}}, "images": {"logo": "../Images/logo.png"}}"##
                )
            }
        }
        #expect(run.builds.count == 2, "\(run.pauses) pauses")
        #expect(run.builds.allSatisfy { $0.exitCode == .ok }, "\(run.builds.map(\.standardError))")
        #expect(Self.output(folder).lowercased().contains("#eeeeee"))
    }

    /// An edit to a file the first build was the first to read (the image, which no config names) while that
    /// build ran: compared with what the build read.
    @Test func anEditDuringTheFirstBuildToAFileOnlyItReadIsBuilt() throws {
        let folder = try Self.project()
        let run = try Self.watch(folder, until: 2) { build in
            if build == 1 { try folder.write("Images/logo.png", Data(TestImage.png(width: 4, height: 8))) }
        }
        #expect(run.builds.count == 2, "\(run.pauses) pauses")
    }

    /// The image a palette names is replaced by another file (a new file number) with the old size and
    /// modification time.
    @Test func aReplacedImageIsBuilt() throws {
        let folder = try Self.project()
        let image = folder.url.appendingPathComponent("Images/logo.png").path
        let run = try Self.watch(
            folder,
            until: 2,
            atPause: { pause in
                guard pause == 2 else { return }
                let modified = try FileManager.default.attributesOfItem(atPath: image)[.modificationDate]
                try folder.write("Images/new.png", Data(TestImage.png(width: 4, height: 8)))
                let replacement = folder.url.appendingPathComponent("Images/new.png").path
                try FileManager.default.setAttributes(
                    [.modificationDate: try #require(modified)],
                    ofItemAtPath: replacement
                )
                #expect(rename(replacement, image) == 0)
            }
        )
        #expect(run.builds.count == 2, "\(run.pauses) pauses")
    }

    @Test func aFileAddedToOrRemovedFromAFolderInputIsBuilt() throws {
        let folder = try Self.project()
        let run = try Self.watch(
            folder,
            until: 3,
            atPause: { pause in
                if pause == 2 {
                    try folder.write(
                        "Palettes/b.json",
                        ##"{"colors": {"b": {"light": "#FFFFFF", "dark": "#000000"}}}"##
                    )
                }
                if pause == 6 {
                    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Palettes/b.json"))
                }
            }
        )
        #expect(run.builds.count == 3, "\(run.pauses) pauses")
        #expect(!Self.output(folder).contains("\"b\""))
    }

    /// With nothing changed, the watch only looks: one build, then every pause.
    @Test func nothingChangedIsNotBuiltAgain() throws {
        let folder = try Self.project()
        let run = try Self.watch(folder, until: 2)
        #expect(run.builds.count == 1)
        #expect(run.pauses == 40)
    }
}
