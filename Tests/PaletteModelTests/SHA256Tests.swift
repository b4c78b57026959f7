import Foundation
import PaletteModel
import PalettecTestSupport
import Testing

/// SHA-256 against FIPS 180-4's examples and the system's `sha256sum`.
@Suite struct SHA256Tests {
    /// The digest of `bytes` fed in chunks of `size`.
    static func digest(_ bytes: [UInt8], chunks size: Int) -> String {
        var digest = SHA256()
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + size)
            bytes[start..<end].withUnsafeBytes { digest.update($0) }
            start = end
        }
        return digest.hex
    }

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ])
    func publishedExamples(message: String, digest: String) {
        #expect(SHA256(of: Array(message.utf8)).hex == digest)
    }

    @Test func aMillionAs() {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256(of: bytes).hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func chunkBoundariesDoNotChangeTheDigest() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<1000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let whole = SHA256(of: bytes).hex
        #expect(whole.count == 64)
        for size in [1, 3, 55, 56, 63, 64, 65, 127, 128, 999] {
            #expect(Self.digest(bytes, chunks: size) == whole, "chunks of \(size)")
        }
    }

    /// Every length around the padding boundaries, against coreutils' `sha256sum`.
    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum") || Executables.isCI,
            "coreutils' sha256sum is not installed; under CI=true and make test this test fails"
        )
    )
    func agreesWithSha256sum() throws {
        var generator = SystemRandomNumberGenerator()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sha256-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var expected: [String: String] = [:]
        for length in Array(0...130) + [1000, 4096, 65_537] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let name = "f\(length)"
            try Data(bytes).write(to: folder.appendingPathComponent(name))
            expected[name] = SHA256(of: bytes).hex
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.currentDirectoryURL = folder
        process.arguments = expected.keys.sorted()
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var checked = 0
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            #expect(expected[String(parts[1])] == String(parts[0]), "\(parts[1])")
            checked += 1
        }
        #expect(checked == expected.count)
    }
}
