import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where build records are kept: one small file per working folder and command line, in
/// `PALETTEC_CACHE_DIR` (set but empty: keep none), else `$XDG_CACHE_HOME/palettec`, else the user's cache folder
/// (`~/.cache/palettec`, `~/Library/Caches/palettec` on macOS).
///
/// A record is an optimization only: one that cannot be read or written is treated as missing, silently.
enum BuildRecordStore {

    /// The folder records are kept in, or `nil` when records are off or there is no cache folder.
    static func folder(environment: [String: String]) -> String? {
        if let chosen = environment["PALETTEC_CACHE_DIR"] {
            return chosen.isEmpty ? nil : chosen
        }
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return cache + "/palettec"
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if canImport(Darwin)
        return home + "/Library/Caches/palettec"
        #else
        return home + "/.cache/palettec"
        #endif
    }

    /// The record's file for a key.
    static func path(key: String, environment: [String: String]) -> String? {
        folder(environment: environment).map { $0 + "/build-" + key + ".json" }
    }

    /// The largest record file read: a build of 10,000 files records about 2 MB.
    static let maxRecordBytes = 16 << 20

    /// The record kept for `key`, if there is one of this palettec's layout that can be believed.
    ///
    /// The file is untrusted input: it is opened without following a symbolic link and without waiting (a FIFO),
    /// and read only when it is a regular file of this user, writable by no one else, of at most `maxRecordBytes`,
    /// read as a whole or not at all. Anything malformed or of another layout or key is no record.
    static func load(key: String, environment: [String: String]) -> BuildRecord? {
        guard let path = path(key: key, environment: environment), let data = bytes(ofRecordAt: path),
            let record = try? JSONDecoder().decode(BuildRecord.self, from: data),
            record.layout == BuildRecord.layout, record.key == key
        else { return nil }
        return record
    }

    /// The bytes of a record file, if it may be read (see `load`).
    static func bytes(ofRecordAt path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
            info.st_mode & (S_IWGRP | S_IWOTH) == 0, info.st_size >= 0, info.st_size <= maxRecordBytes
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { break }
            filled += count
        }
        // A file that changed size while it was read is not the record that was looked at.
        guard filled == Int(info.st_size) else { return nil }
        return Data(bytes[..<filled])
    }

    /// Keeps `record`, replacing the one before in one step; failures are ignored.
    ///
    /// The folder is made for this user alone and the file readable by this user alone, written to a fresh name
    /// beside it and renamed over the old record.
    static func save(_ record: BuildRecord, environment: [String: String]) {
        guard let path = path(key: record.key, environment: environment) else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(record), data.count <= maxRecordBytes else { return }
        try? FileManager.default.createDirectory(
            atPath: PathText.parent(path),
            withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700]
        )
        let temporary = path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        var written = 0
        let complete = data.withUnsafeBytes { bytes -> Bool in
            while written < bytes.count {
                let count = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return false }
                written += count
            }
            return true
        }
        close(descriptor)
        if !complete || rename(temporary, path) != 0 { unlink(temporary) }
    }
}
