import Foundation
import PaletteCompiler
import Testing

/// Reading files from the disk, the one provider the readers and build records share.
@Suite struct DiskFileProviderTests {
    @Test func filesAreReadWholeAndOtherPathsGiveNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palettec-disk-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = DiskFileProvider()
        // Sizes around the first read's buffer (the file size plus one) and a file of several megabytes.
        for size in [0, 1, 4095, 4096, 4097, 3_000_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
            let path = folder.appendingPathComponent("file-\(size)").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            #expect(disk.contents(of: path) == bytes, "\(size) bytes")
        }
        #expect(disk.contents(of: folder.path) == nil)
        #expect(disk.contents(of: folder.appendingPathComponent("missing").path) == nil)
    }
}
