import Foundation
import PalettecTestSupport
import Testing

/// One file-access policy for every read, through the built binary: only inside the project or a path named on the
/// command line, only regular files, the size checked before anything is read.
@Suite struct ReadPolicyTests {
    /// A hang guard, ten times what the fixed binary needs and more: a FIFO or a device read by mistake makes the
    /// run fail instead of blocking the test run.
    static let hangGuard: TimeInterval = 60

    /// Runs the built `palettec` in `folder` with the hang guard.
    static func palettec(_ arguments: [String], in folder: URL) throws -> Executables.Output {
        try Executables.run(
            Executables.palettec.path,
            arguments,
            in: folder,
            environment: ["NO_COLOR": "1"],
            timeout: hangGuard
        )
    }

    /// The `read-outside-project` message for `path`.
    static func outside(_ path: String, throughLink: Bool = false) -> String {
        "error: '\(path)' \(throughLink ? "leads through a symbolic link" : "lies") outside the project and every "
            + "path named on the command line; palettec reads files only inside the project (the folder of "
            + "palettec.json, or without one the working folder) [read-outside-project]"
    }

    /// The `not-regular-file` message for `path`.
    static func notRegular(_ path: String, _ kind: String) -> String {
        "error: '\(path)' is \(kind), not a regular file; palettec reads only regular files [not-regular-file]"
    }

    @Test func aResolversReferencesOutsideTheProjectAreRefusedAtTheirPlace() throws {
        let folder = try TemporaryFolder()
        let project = folder.url.appendingPathComponent("project")
        try folder.write("secret.env", "SECRET=hunter2\n")
        try folder.write("project/tokens.json", ##"{"a": {"$type": "color", "$value": "#FFFFFF"}}"##)
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("linked.json").path,
            withDestinationPath: "../secret.env"
        )
        let secret = folder.url.appendingPathComponent("secret.env").path
        let resolver = MarkedText(
            ##"""
            {
              "version": "2025.10",
              "sets": {"base": {"sources": [
                {"$ref": "tokens.json"},
                1️⃣{"$ref": "\##(secret)"},
                2️⃣{"$ref": "../secret.env"},
                3️⃣{"$ref": "/dev/stdin"},
                4️⃣{"$ref": "/dev/zero"},
                5️⃣{"$ref": "linked.json"}
              ]}},
              "resolutionOrder": [{"$ref": "#/sets/base"}]
            }
            """##
        )
        try folder.write("project/p.resolver.json", resolver.text)
        let result = try Self.palettec(["lint", "p.resolver.json"], in: project)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            lines == [
                "\(resolver.place("1️⃣", in: "p.resolver.json")): \(Self.outside(secret))",
                "\(resolver.place("2️⃣", in: "p.resolver.json")): \(Self.outside("../secret.env"))",
                "\(resolver.place("3️⃣", in: "p.resolver.json")): \(Self.outside("/dev/stdin"))",
                "\(resolver.place("4️⃣", in: "p.resolver.json")): \(Self.outside("/dev/zero"))",
                "\(resolver.place("5️⃣", in: "p.resolver.json")): \(Self.outside("linked.json", throughLink: true))",
            ],
            "\(result.standardError)"
        )
        #expect(!result.standardError.contains("hunter2"))
        #expect(!result.standardError.contains("SECRET"))
    }

    @Test func aLinkToADeviceIsRefusedAsAPaletteAsTheConfigAndInAFolder() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("zero.json").path,
            withDestinationPath: "/dev/zero"
        )
        let palette = try Self.palettec(["lint", "zero.json"], in: folder.url)
        #expect(palette.status == 1)
        #expect(
            palette.standardError.hasPrefix("palettec: \(Self.notRegular("zero.json", "a character device"))\n"),
            "\(palette.standardError)"
        )

        try folder.write("folder/a.json", ##"{"colors": {"A": "#FFFFFF"}}"##)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("folder/b.json").path,
            withDestinationPath: "/dev/zero"
        )
        // Named on the command line, the link may lead anywhere, and the device is refused; found in a folder, the
        // link leads out of the project.
        let inFolder = try Self.palettec(["lint", "folder"], in: folder.url)
        #expect(inFolder.status == 1)
        #expect(
            inFolder.standardError.hasPrefix("palettec: \(Self.outside("folder/b.json", throughLink: true))\n"),
            "\(inFolder.standardError)"
        )

        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("config"),
            withIntermediateDirectories: true
        )
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("config/palettec.json").path,
            withDestinationPath: "/dev/zero"
        )
        let config = try Self.palettec(["build"], in: folder.url.appendingPathComponent("config"))
        #expect(config.status != 0)
        #expect(
            config.standardError.hasPrefix("palettec: \(Self.notRegular("palettec.json", "a character device"))\n"),
            "\(config.standardError)"
        )
    }

    @Test(.enabled(if: Executables.find("mkfifo") != nil || Executables.isCI, "needs mkfifo"))
    func aFIFOIsRefusedAsAPaletteAndAsAnImageWithoutWaiting() throws {
        let folder = try TemporaryFolder()
        for name in ["fifo.json", "fifo.png"] {
            let made = try Executables.run(try #require(Executables.find("mkfifo")), [name], in: folder.url)
            try #require(made.status == 0, "\(made.standardError)")
        }
        let palette = try Self.palettec(["lint", "fifo.json"], in: folder.url)
        #expect(palette.status == 1)
        #expect(
            palette.standardError.hasPrefix("palettec: \(Self.notRegular("fifo.json", "a FIFO"))\n"),
            "\(palette.standardError)"
        )

        let images = MarkedText(##"{"colors": {}, "images": {"logo": 1️⃣"fifo.png"}}"##)
        try folder.write("images.json", images.text)
        let image = try Self.palettec(["lint", "images.json"], in: folder.url)
        #expect(image.status == 1)
        #expect(
            image.standardError.hasPrefix(
                "\(images.place("1️⃣", in: "images.json")): error: image 'fifo.png' is a FIFO, not a regular file; "
                    + "palettec reads only regular files [not-regular-file]\n"
            ),
            "\(image.standardError)"
        )
    }

    /// A 2 GB file with no data on disk: refused by its size on the opened file, alone and in a folder input.
    ///
    /// In the folder, format detection looks at it first. Run with less address space than reading it would take (and
    /// room for palettec's 1 GiB stack), so a read of the whole file ends the run instead of passing unseen.
    @Test(.enabled(if: Executables.find("sh") != nil || Executables.isCI, "needs sh"))
    func aSparseFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryFolder()
        let size: UInt64 = 2 * 1024 * 1024 * 1024
        try folder.write("big.json", "")
        try folder.write("folder/big.json", "")
        for path in ["big.json", "folder/big.json"] {
            let handle = try FileHandle(forWritingTo: folder.url.appendingPathComponent(path))
            try handle.truncate(atOffset: size)
            try handle.close()
        }
        // The file has no text to mark but its start, where a whole-file diagnostic points.
        let start = MarkedText("1️⃣")
        let tooLarge = { (path: String) in
            start.place("1️⃣", in: path)
                + ": error: '\(path)' is \(size) bytes; the limit is 67108864 bytes (raise it with "
                + "--max-file-size) [limit-exceeded]\n"
        }
        let shell = try #require(Executables.find("sh"))
        let lint = { (path: String) in
            try Executables.run(
                shell,
                ["-c", "ulimit -v 3000000 && exec \"$0\" lint \"$1\"", Executables.palettec.path, path],
                in: folder.url,
                environment: ["NO_COLOR": "1"],
                timeout: Self.hangGuard
            )
        }
        let alone = try lint("big.json")
        #expect(alone.status == 1)
        #expect(alone.standardError.hasPrefix(tooLarge("big.json")), "\(alone.standardError)")
        let inFolder = try lint("folder")
        #expect(inFolder.status == 1)
        #expect(inFolder.standardError.hasPrefix(tooLarge("folder/big.json")), "\(inFolder.standardError)")
    }
}
