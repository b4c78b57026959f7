import Foundation
import PalettecTestSupport
import Testing

/// Files and processes: killed builds, concurrent builds, paths that escape, read-only and full disks.
///
/// Every test checks that existing outputs are byte-for-byte what they were (or, for a finished write, the new
/// bytes) and that no temporary file is left behind.
@Suite(.serialized) struct FileSafetyTests {
    /// A palette of `count` colors whose values depend on `seed`, so two seeds give different outputs.
    static func palette(count: Int, seed: Int) -> String {
        var text = "{\"colors\": {\n"
        for index in 0..<count {
            let light = (index &* 2_654_435_761 &+ seed) & 0xFFFFFF
            let dark = (index &* 40_503 &+ seed &* 7) & 0xFFFFFF
            text += "\"PGC\(index)\": {\"light\": \"#\(hex(light))\", \"dark\": \"#\(hex(dark))\", "
            text += "\"description\": \"Color number \(index).\"}"
            text += index == count - 1 ? "\n" : ",\n"
        }
        return text + "}}\n"
    }

    /// Six uppercase hex digits.
    static func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// The config used by these tests, with its palette marked.
    static let markedConfig = MarkedText(
        """
        {
          "palettes": [1️⃣"palette.json"],
          "outputs": [
            { "format": "swift", "path": "Generated/Palette.swift" },
            { "format": "css", "path": "Generated/palette.css" },
            { "format": "json", "path": "Generated/palette.json" }
          ]
        }
        """
    )

    /// The config used by these tests.
    static var config: String { markedConfig.text }

    /// The output paths of `config`.
    static let outputs = ["Generated/Palette.swift", "Generated/palette.css", "Generated/palette.json"]

    /// A project built from a palette of `count` colors with `seed`.
    static func builtProject(count: Int, seed: Int) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("palettec.json", config)
        try folder.write("palette.json", palette(count: count, seed: seed))
        let result = try folder.palettec(["build"])
        #expect(result.status == 0, "\(result.standardError)")
        return folder
    }

    /// The outputs of a project, by path.
    static func snapshot(_ folder: TemporaryFolder) -> [String: Data] {
        var result: [String: Data] = [:]
        for path in outputs { result[path] = folder.read(path) }
        return result
    }

    /// Every file in the project whose name marks it as a palettec temporary.
    static func temporaries(_ folder: TemporaryFolder) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.url.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.contains(".palettec-") { found.append(path) }
        }
        return found
    }

    @Test func killedBuildsLeaveOldOrNewFilesAndNoTemporaries() throws {
        // Writes are slowed (2 ms per 64 KiB) so that kills land before, during and after the write phase.
        let slow = ["PALETTEC_TEST_SLOW_WRITES": "2000"]
        let count = 5_000
        let folder = try Self.builtProject(count: count, seed: 1)
        let old = Self.snapshot(folder)
        let reference = try Self.builtProject(count: count, seed: 2)
        let new = Self.snapshot(reference)
        #expect(old != new)
        try folder.write("palette.json", Self.palette(count: count, seed: 2))

        // How long one full build takes here, so the kills are spread over all of it.
        let timing = try TemporaryFolder()
        try timing.write("palettec.json", Self.config)
        try timing.write("palette.json", Self.palette(count: count, seed: 2))
        let started = Date()
        #expect(try timing.palettec(["build"], environment: slow).status == 0)
        let duration = max(0.05, Date().timeIntervalSince(started))

        var outcomes: Set<String> = []
        // Delays spread over 1.5 builds; on a loaded machine builds take longer than measured, so if no build
        // finished, later attempts wait longer (up to eight builds) until one does.
        var delays = (0..<16).map { duration * Double($0) / 10.0 }
        var extra = 0
        while !delays.isEmpty {
            let delay = delays.removeFirst()
            for (path, data) in old { try folder.write(path, data) }
            let process = Process()
            process.executableURL = Executables.palettec
            process.arguments = ["build"]
            process.currentDirectoryURL = folder.url
            process.environment = ProcessInfo.processInfo.environment.merging(slow) { _, new in new }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for path in Self.outputs {
                let now = folder.read(path)
                #expect(
                    now == old[path] || now == new[path],
                    "\(path) is neither the old nor the new file after a kill"
                )
                outcomes.insert(now == old[path] ? "old" : "new")
            }
            #expect(Self.temporaries(folder).isEmpty, "temporaries left: \(Self.temporaries(folder))")
            if delays.isEmpty, !outcomes.contains("new"), extra < 4 {
                extra += 1
                delays.append(duration * 2 * Double(extra))
            }
        }
        // The kills really interrupted builds at different stages, and some builds finished.
        #expect(outcomes == ["old", "new"])
    }

    @Test func concurrentBuildsNeverCorruptAnOutput() throws {
        let count = 5_000
        let folder = try Self.builtProject(count: count, seed: 1)
        let old = Self.snapshot(folder)
        let new = Self.snapshot(try Self.builtProject(count: count, seed: 2))
        try folder.write("palette.json", Self.palette(count: count, seed: 2))
        for _ in 0..<4 {
            for (path, data) in old { try folder.write(path, data) }
            let processes = (0..<2).map { _ -> Process in
                let process = Process()
                process.executableURL = Executables.palettec
                process.arguments = ["build", "--quiet"]
                process.currentDirectoryURL = folder.url
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                return process
            }
            for process in processes { try process.run() }
            for process in processes { process.waitUntilExit() }
            #expect(processes.allSatisfy { $0.terminationStatus == 0 })
            #expect(Self.snapshot(folder) == new)
            #expect(Self.temporaries(folder).isEmpty)
        }
    }

    @Test func aSymbolicLinkAtAnOutputPathIsNeverFollowed() throws {
        let folder = try Self.builtProject(count: 3, seed: 1)
        let victim = try TemporaryFolder()
        try victim.write("precious.swift", "// hand-written, outside the project\n")
        let link = folder.url.appendingPathComponent("Generated/Palette.swift")
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(
            at: link,
            withDestinationURL: victim.url.appendingPathComponent("precious.swift")
        )
        try folder.write("palette.json", Self.palette(count: 3, seed: 2))
        let result = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("is a symbolic link"))
        #expect(victim.read("precious.swift") == Data("// hand-written, outside the project\n".utf8))
    }

    @Test func anOutputFolderLinkedOutsideTheProjectIsRefused() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        try folder.write("palettec.json", Self.config)
        try folder.write("palette.json", Self.palette(count: 3, seed: 1))
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("Generated"),
            withDestinationURL: outside.url
        )
        let result = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("[output-outside-project]"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
        // Allowed explicitly, the same build writes there.
        try folder.write(
            "palettec.json",
            Self.config.replacingOccurrences(
                of: "\"palettes\"",
                with: "\"allowOutputsOutsideProject\": true, \"palettes\""
            )
        )
        #expect(try folder.palettec(["build"]).status == 0)
        #expect(outside.read("Palette.swift") != nil)
    }

    @Test func anOutputFolderThatIsAFileIsAClearError() throws {
        let folder = try TemporaryFolder()
        try folder.write("palettec.json", Self.config)
        try folder.write("palette.json", Self.palette(count: 3, seed: 1))
        try folder.write("Generated", "not a folder\n")
        let result = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("[write-failed]"))
        #expect(result.standardError.contains("'Generated' is a file, not a folder"))
        #expect(folder.read("Generated") == Data("not a folder\n".utf8))
    }

    @Test func aMissingOutputFolderIsCreated() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "palettec.json",
            Self.config.replacingOccurrences(of: "Generated/", with: "deep/er/Generated/")
        )
        try folder.write("palette.json", Self.palette(count: 3, seed: 1))
        #expect(try folder.palettec(["build"]).status == 0)
        #expect(folder.read("deep/er/Generated/palette.css") != nil)
    }

    @Test func aFileSizeLimitFailsCleanlyAndKeepsTheOldOutputs() throws {
        let folder = try Self.builtProject(count: 10, seed: 1)
        let old = Self.snapshot(folder)
        try folder.write("palette.json", Self.palette(count: 3_000, seed: 2))
        // 64 blocks of 1 KiB: the new Swift file is far larger, so its write fails with EFBIG.
        let result = try Executables.run(
            "/bin/bash",
            ["-c", "ulimit -f 64 && exec \"$0\" build", Executables.palettec.path],
            in: folder.url,
            environment: ["NO_COLOR": "1"]
        )
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("[write-failed]"))
        #expect(result.standardError.contains("no output was changed"))
        #expect(Self.snapshot(folder) == old)
        #expect(Self.temporaries(folder).isEmpty)
    }

    /// A build that fails while writing removes the folders it created for its outputs, and only those.
    @Test func aFailedWriteLeavesNoFolderItCreated() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "palettec.json",
            Self.config.replacingOccurrences(of: "Generated/", with: "Existing/new/deeper/")
        )
        try folder.write("Existing/kept.txt", "a folder the build did not create\n")
        try folder.write("palette.json", Self.palette(count: 3_000, seed: 2))
        let result = try Executables.run(
            "/bin/bash",
            ["-c", "ulimit -f 64 && exec \"$0\" build", Executables.palettec.path],
            in: folder.url,
            environment: ["NO_COLOR": "1"]
        )
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("[write-failed]"))
        let existing = folder.url.appendingPathComponent("Existing")
        #expect(try FileManager.default.contentsOfDirectory(atPath: existing.path) == ["kept.txt"])
        #expect(Self.temporaries(folder).isEmpty)
    }

    @Test func aFullDiskFailsCleanlyAndKeepsTheOldOutputs() throws {
        let folder = try Self.builtProject(count: 10, seed: 1)
        let generated = folder.url.appendingPathComponent("Generated")
        guard let mount = try Mount.tmpfs(at: generated, sizeKiB: 64, keeping: Self.snapshot(folder), in: folder) else {
            try #require(!Executables.isCI, "CI=true: cannot mount a small tmpfs to simulate a full disk")
            try Test.cancel("cannot mount a small tmpfs to simulate a full disk")
        }
        defer { mount.unmount() }
        let old = Self.snapshot(folder)
        try folder.write("palette.json", Self.palette(count: 3_000, seed: 2))
        let result = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("[write-failed]"))
        #expect(Self.snapshot(folder) == old)
        #expect(Self.temporaries(folder).isEmpty)
    }

    @Test func aReadOnlyOutputFolderFailsCleanly() throws {
        let folder = try Self.builtProject(count: 10, seed: 1)
        let generated = folder.url.appendingPathComponent("Generated")
        let old = Self.snapshot(folder)
        let readOnly: ReadOnly
        if getuid() == 0 {
            guard let mount = try Mount.tmpfs(at: generated, sizeKiB: 1024, keeping: old, in: folder, readOnly: true)
            else {
                try #require(!Executables.isCI, "CI=true: cannot mount a read-only tmpfs")
                try Test.cancel("cannot mount a read-only tmpfs")
            }
            readOnly = .mount(mount)
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: generated.path)
            readOnly = .permissions(generated)
        }
        defer { readOnly.undo() }
        try folder.write("palette.json", Self.palette(count: 10, seed: 2))
        let result = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("[write-failed]"))
        #expect(Self.snapshot(folder) == old)
    }

    @Test func unreadableInputsAreReportedWithoutTouchingOutputs() throws {
        let folder = try Self.builtProject(count: 3, seed: 1)
        let old = Self.snapshot(folder)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("palette.json"))
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("palette.json"),
            withDestinationURL: folder.url.appendingPathComponent("nowhere.json")
        )
        let dangling = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(dangling.status == 1)
        #expect(
            dangling.standardError.contains(
                Self.markedConfig.place("1️⃣", in: "palettec.json") + ": error: cannot read 'palette.json'"
            )
        )
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("palette.json"))
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("palette.json"),
            withIntermediateDirectories: false
        )
        let directory = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(directory.status == 1)
        #expect(
            directory.standardError.contains("[unreadable-file]")
                || directory.standardError.contains("[unknown-format]")
        )
        #expect(Self.snapshot(folder) == old)
    }
}

/// A read-only output folder, made one of two ways, and how to undo it.
enum ReadOnly {
    /// A read-only tmpfs mounted over the folder (as root).
    case mount(Mount)
    /// Permissions 0555 on the folder (as a normal user).
    case permissions(URL)

    /// Restores the folder.
    func undo() {
        switch self {
        case .mount(let mount): mount.unmount()
        case .permissions(let url):
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
    }
}

/// A small tmpfs mounted over a folder of a test project (needs root; `nil` when mounting is not possible).
struct Mount {
    /// The mount point.
    let url: URL

    /// Mounts a tmpfs of `sizeKiB` over `url`, copies `files` (project-relative) into it, and optionally makes it read-only.
    static func tmpfs(
        at url: URL,
        sizeKiB: Int,
        keeping files: [String: Data],
        in folder: TemporaryFolder,
        readOnly: Bool = false
    ) throws -> Mount? {
        guard getuid() == 0, let mount = Executables.find("mount") else { return nil }
        let result = try Executables.run(mount, ["-t", "tmpfs", "-o", "size=\(sizeKiB)k", "tmpfs", url.path])
        guard result.status == 0 else { return nil }
        let mounted = Mount(url: url)
        for (path, data) in files {
            try folder.write(path, data)
        }
        if readOnly {
            let remount = try Executables.run(mount, ["-o", "remount,ro", url.path])
            guard remount.status == 0 else {
                mounted.unmount()
                return nil
            }
        }
        return mounted
    }

    /// Unmounts it.
    func unmount() {
        if let umount = Executables.find("umount") {
            _ = try? Executables.run(umount, [url.path])
        }
    }
}
