import PaletteEmitters
import PaletteModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileOutput {
    /// How many bytes of a copied file are read at a time.
    static let copyChunk = 64 * 1024

    /// Hands `file`'s bytes to `sink`; returns why a copied file could not be read, if it could not.
    ///
    /// A printed file is printed (with `ahead`, other threads may print parts of it ahead), then its header's digest
    /// filled in; a copy's file is read chunk by chunk, never whole.
    static func feed(_ file: GeneratedFile, into sink: OutputSink, ahead: PrintAhead? = nil) -> String? {
        guard let source = file.copied else {
            file.write(to: sink, ahead: ahead)
            return sink.finishHeader()
        }
        let descriptor = open(source.path, O_RDONLY)
        guard descriptor >= 0 else { return "cannot read '\(source.path)': \(String(cString: strerror(errno)))" }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: copyChunk)
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, copyChunk) }
            if count < 0 {
                if errno == EINTR { continue }
                return "cannot read '\(source.path)': \(String(cString: strerror(errno)))"
            }
            if count == 0 { break }
            total += count
            buffer.withUnsafeBytes { sink.consume(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
        // The frontend checked this file; one that changed size since would be copied unchecked.
        guard total == source.byteCount else {
            return "'\(source.path)' changed while palettec ran (\(source.byteCount) bytes when read, \(total) now)"
        }
        return nil
    }

    /// Whether the file at `path` has a size other than `file`'s copy, which settles that they differ without
    /// reading either (always `false` for printed files, whose size is known only once printed).
    static func sizeDiffers(_ file: GeneratedFile, at path: String) -> Bool {
        guard let source = file.copied else { return false }
        var info = stat()
        guard stat(path, &info) == 0 else { return true }
        return Int(info.st_size) != source.byteCount
    }
}
