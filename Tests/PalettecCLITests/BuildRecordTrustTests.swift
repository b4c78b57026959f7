import Foundation
import PaletteModel
import PalettecTestSupport
import Testing

/// The build record decides that nothing changed by SHA-256, and is itself untrusted input: a record file that is
/// malformed, huge, a link, a FIFO, someone else's, of another layout, or that names paths outside the project is
/// ignored (a full build), never believed and never waited on.
@Suite struct BuildRecordTrustTests {
    /// A hang guard for one run: ten times what a build of these projects needs on a loaded machine.
    static let timeout: TimeInterval = 60

    /// The three-output project of `BuildEndToEndTests`, with a record folder; runs under the hang guard.
    struct Project {
        var folder: TemporaryFolder
        var records: TemporaryFolder

        init() throws {
            folder = try BuildEndToEndTests.project()
            records = try TemporaryFolder()
        }

        func palettec(_ arguments: [String]) throws -> Executables.Output {
            try Executables.run(
                Executables.palettec.path,
                arguments,
                in: folder.url,
                environment: ["NO_COLOR": "1", "PALETTEC_CACHE_DIR": records.url.path],
                timeout: BuildRecordTrustTests.timeout
            )
        }

        /// The path of the one record file.
        func recordPath() throws -> String {
            let names = try FileManager.default.contentsOfDirectory(atPath: records.url.path)
            try #require(names.count == 1, "\(names)")
            return records.url.appendingPathComponent(names[0]).path
        }

        /// The record as JSON.
        func record() throws -> [String: Any] {
            let data = try Data(contentsOf: URL(fileURLWithPath: try recordPath()))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }

        /// Replaces the record with `object`, keeping its name.
        func writeRecord(_ object: [String: Any]) throws {
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            try data.write(to: URL(fileURLWithPath: try recordPath()))
        }

        /// Whether a `build -v` used the record (the record of `build -v`, one per command line); asserts it
        /// succeeded and ended.
        func buildUsesRecord(_ comment: Comment) throws -> Bool {
            let build = try palettec(["build", "-v"])
            #expect(build.status == 0, "\(comment): \(build.standardError)")
            return build.standardError.contains(BuildRecordTests.skipped)
        }
    }

    @Test func aPaletteMadeToCollideUnderContentDigestIsBuilt() throws {
        let project = try Project()
        // 64 bytes of a description, starting on a 32-byte stripe of ContentDigest.
        let head = #"{"description": ""#
        let padding = String(repeating: " ", count: 32 - head.utf8.count % 32)
        let original = head + padding + String(repeating: "A", count: 64)
        let tail = ##"", "colors": {"PGC01": {"light": "#0A84FF", "dark": "#409CFF"}, "link": "{PGC01}"}}"##
        let before = Array((original + tail).utf8)
        let after = try #require(ContentDigestCollision.collide(before, at: head.utf8.count + padding.utf8.count))
        #expect(after != before)
        #expect(ContentDigest(of: after).hex == ContentDigest(of: before).hex)
        let crafted = String(decoding: after[(head.utf8.count + padding.utf8.count)...].prefix(64), as: UTF8.self)
        try project.folder.write("Palettes/Brand.json", Data(before))
        #expect(try project.palettec(["build"]).status == 0)
        try project.folder.write("Palettes/Brand.json", Data(after))
        let check = try project.palettec(["build", "--check"])
        #expect(check.status == 1, "\(check.standardError)")
        let build = try project.palettec(["build"])
        #expect(build.status == 0, "\(build.standardError)")
        #expect(!build.standardError.contains("unchanged"), "\(build.standardError)")
        let json = String(decoding: try #require(project.folder.read("Generated/brand.json")), as: UTF8.self)
        #expect(json.contains(crafted), "\(json)")
    }

    @Test func theRecordHoldsTheSHA256OfEveryInputAndTheIdentityOfEveryOutput() throws {
        let project = try Project()
        #expect(try project.palettec(["build"]).status == 0)
        let record = try project.record()
        let inputs = try #require(record["inputs"] as? [[String: Any]])
        let outputs = try #require(record["outputs"] as? [[String: Any]])
        let read = inputs.filter { $0["question"] as? String == "contents" }
        #expect(read.count == 2)
        for fact in read {
            let path = try #require(fact["path"] as? String)
            let bytes = try #require(project.folder.read(path))
            #expect(fact["answer"] as? String == SHA256(of: Array(bytes)).hex, "\(path)")
        }
        #expect(outputs.count == 3)
        for output in outputs {
            // Outputs by their identity on disk: device, file number, size, then the modification and status-change
            // times, each in seconds and nanoseconds, then the mode.
            let path = try #require(output["path"] as? String)
            var info = stat()
            #expect(stat(project.folder.url.appendingPathComponent(path).path, &info) == 0)
            let identity = try #require(output["identity"] as? String, "\(path)")
            let parts = identity.split(separator: ":").map(String.init)
            #expect(parts.count == 8, "\(identity)")
            #expect(parts.first == String(info.st_dev) && parts.dropFirst().first == String(info.st_ino), "\(identity)")
            #expect(parts.dropFirst(2).first == String(info.st_size), "\(identity)")
        }
    }

    /// An output rewritten after the build with bytes of the same size, its modification time put back: the record
    /// compares outputs by identity, whose status-change time no program can put back, so the build is not replayed.
    @Test func anOutputRewrittenWithItsTimesPutBackIsNotTakenAsUnchanged() throws {
        let project = try Project()
        #expect(try project.palettec(["build"]).status == 0)
        let record = try project.record()
        let outputs = try #require(record["outputs"] as? [[String: Any]])
        let path = try #require(outputs.first?["path"] as? String)
        let url = project.folder.url.appendingPathComponent(path)
        var before = stat()
        #expect(stat(url.path, &before) == 0)
        var bytes = [UInt8](try Data(contentsOf: url))
        let last = bytes.count - 2
        bytes[last] = bytes[last] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        try Data(bytes).write(to: url)
        #if canImport(Darwin)
        let times = [before.st_atimespec, before.st_mtimespec]
        #else
        let times = [before.st_atim, before.st_mtim]
        #endif
        #expect(utimensat(AT_FDCWD, url.path, times, 0) == 0)
        var after = stat()
        #expect(stat(url.path, &after) == 0)
        #expect(after.st_size == before.st_size)
        let checked = try project.palettec(["build", "--check"])
        #expect(checked.status == 1, "\(checked.standardError)")
        #expect(!checked.standardError.contains("up to date"), "\(checked.standardError)")
    }

    @Test func aDamagedRecordIsIgnored() throws {
        let project = try Project()
        #expect(try project.palettec(["build", "-v"]).status == 0)
        let path = try project.recordPath()
        let good = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(try project.buildUsesRecord("the record as written"))
        let damaged: [(String, Data)] = [
            ("truncated", good.prefix(good.count / 2)),
            ("empty", Data()),
            ("not JSON", Data("\u{0}\u{1}garbage".utf8)),
            (
                "deeply nested",
                Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
            ),
        ]
        for (name, bytes) in damaged {
            try bytes.write(to: URL(fileURLWithPath: path))
            #expect(try !project.buildUsesRecord(Comment(rawValue: name)), "\(name)")
        }
    }

    @Test func aRecordOfAnotherLayoutOrKeyIsIgnored() throws {
        let project = try Project()
        #expect(try project.palettec(["build", "-v"]).status == 0)
        var record = try project.record()
        let layout = try #require(record["layout"] as? Int)
        record["layout"] = layout + 1
        try project.writeRecord(record)
        #expect(try !project.buildUsesRecord("another layout"))
        record = try project.record()
        record["key"] = String(repeating: "0", count: 64)
        try project.writeRecord(record)
        #expect(try !project.buildUsesRecord("another key"))
    }

    /// A record file larger than any record palettec writes is not read, though it is a good record padded with
    /// spaces: its size is looked at first.
    @Test func aHugeRecordIsNotRead() throws {
        let project = try Project()
        #expect(try project.palettec(["build", "-v"]).status == 0)
        let path = try project.recordPath()
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(repeating: UInt8(ascii: " "), count: 17 << 20))
        try handle.close()
        #expect(try !project.buildUsesRecord("17 MiB"))
    }

    /// A record file that is a symbolic link (even to a good record), a FIFO or writable by others is not read.
    @Test func aRecordThatIsALinkAFIFOOrWritableByOthersIsIgnored() throws {
        let project = try Project()
        #expect(try project.palettec(["build", "-v"]).status == 0)
        let path = try project.recordPath()
        let elsewhere = try TemporaryFolder()
        let copy = elsewhere.url.appendingPathComponent("record.json").path
        try FileManager.default.moveItem(atPath: path, toPath: copy)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: copy)
        #expect(try !project.buildUsesRecord("a link"))

        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: copy, toPath: path)
        #expect(try project.buildUsesRecord("the record itself"))
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: path)
        #expect(try !project.buildUsesRecord("writable by others"))

        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
        #expect(try !project.buildUsesRecord("a FIFO"))
    }

    /// A record that names files outside the project is not believed, whatever those files hold, and a FIFO it
    /// names is never waited on.
    @Test func aRecordNamingPathsOutsideTheProjectIsNotBelieved() throws {
        let project = try Project()
        #expect(try project.palettec(["build", "-v"]).status == 0)
        let original = try project.record()
        let outside = try TemporaryFolder()
        try outside.write("secret.txt", "secret")
        let secret = outside.url.appendingPathComponent("secret.txt").path
        let digest = SHA256(of: Array("secret".utf8)).hex

        // Facts that hold (the file's size), about files outside.
        for path in [secret, "../" + PathText.lastComponent(outside.url.path) + "/secret.txt"] {
            var record = original
            var inputs = try #require(record["inputs"] as? [[String: Any]])
            inputs.append(["question": "size", "path": path, "answer": "6"])
            record["inputs"] = inputs
            try project.writeRecord(record)
            #expect(try !project.buildUsesRecord("an input outside"), "\(path)")
        }

        var record = original
        var outputs = try #require(record["outputs"] as? [[String: Any]])
        // Either digest: the record is refused for the path before anything is read.
        outputs.append([
            "path": secret, "digest": ContentDigest(of: Array("secret".utf8)).hex,
            "folder": outside.url.resolvingSymlinksInPath().path,
        ])
        record["outputs"] = outputs
        try project.writeRecord(record)
        #expect(try !project.buildUsesRecord("an output outside"))

        // A link inside the project that leads out of it.
        try FileManager.default.createSymbolicLink(
            atPath: project.folder.url.appendingPathComponent("link.txt").path,
            withDestinationPath: secret
        )
        record = original
        var inputs = try #require(record["inputs"] as? [[String: Any]])
        inputs.append(["question": "size", "path": "link.txt", "answer": "6"])
        record["inputs"] = inputs
        try project.writeRecord(record)
        #expect(try !project.buildUsesRecord("a link leading out"))

        // A FIFO inside the project, named as an input: opened without waiting, and not a file.
        #expect(mkfifo(project.folder.url.appendingPathComponent("pipe").path, 0o600) == 0)
        record = original
        inputs = try #require(record["inputs"] as? [[String: Any]])
        inputs.append(["question": "contents", "path": "pipe", "answer": digest])
        record["inputs"] = inputs
        try project.writeRecord(record)
        #expect(try !project.buildUsesRecord("a FIFO"))
    }
}

/// Two inputs with the same `ContentDigest`: its round (`step`) is invertible per lane, so after one 32-byte stripe
/// of new words the next stripe's words can be solved for so that every lane ends where the original left it.
enum ContentDigestCollision {
    static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let start: [UInt64] = [
        0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89,
    ]

    static func step(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = lane &+ word &* prime2
        return ((mixed << 31) | (mixed >> 33)) &* prime1
    }

    /// The inverse of an odd number modulo 2⁶⁴ (Newton's iteration).
    static func inverse(_ value: UInt64) -> UInt64 {
        var inverse = value
        for _ in 0..<6 { inverse = inverse &* (2 &- value &* inverse) }
        return inverse
    }

    /// The word that takes `lane` to `target`.
    static func word(from lane: UInt64, to target: UInt64) -> UInt64 {
        let mixed = target &* inverse(prime1)
        return (((mixed >> 31) | (mixed << 33)) &- lane) &* inverse(prime2)
    }

    static func word(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
        (0..<8).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }

    /// Printable ASCII that a JSON string holds as it is (no quote, backslash or brace).
    static func isPlain(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte) && ![0x22, 0x5C, 0x7B, 0x7D].contains(byte)
    }

    /// `bytes` with the 64 bytes at `offset` (a multiple of 32) replaced by other plain ASCII bytes that leave every
    /// lane of `ContentDigest` where the original left it.
    static func collide(_ bytes: [UInt8], at offset: Int) -> [UInt8]? {
        guard offset % 32 == 0, offset + 64 <= bytes.count else { return nil }
        var lanes = start
        for stripe in stride(from: 0, to: offset, by: 32) {
            for lane in 0..<4 { lanes[lane] = step(lanes[lane], word(bytes, stripe + lane * 8)) }
        }
        var result = bytes
        var random = UInt64(0x9E37_79B9_7F4A_7C15)
        for lane in 0..<4 {
            let target = step(step(lanes[lane], word(bytes, offset + lane * 8)), word(bytes, offset + 32 + lane * 8))
            var found = false
            for _ in 0..<10_000_000 {
                var first: [UInt8] = []
                while first.count < 8 {
                    random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let byte = UInt8(truncatingIfNeeded: random >> 57) + 0x20
                    if isPlain(byte) { first.append(byte) }
                }
                let second = word(from: step(lanes[lane], word(first, 0)), to: target)
                let secondBytes = (0..<8).map { UInt8(truncatingIfNeeded: second >> (8 * UInt64($0))) }
                if secondBytes.allSatisfy(isPlain), first != Array(bytes[(offset + lane * 8)..<(offset + lane * 8 + 8)])
                {
                    result.replaceSubrange((offset + lane * 8)..<(offset + lane * 8 + 8), with: first)
                    result.replaceSubrange((offset + 32 + lane * 8)..<(offset + 32 + lane * 8 + 8), with: secondBytes)
                    found = true
                    break
                }
            }
            if !found { return nil }
        }
        return result
    }
}
