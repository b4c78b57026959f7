public import PaletteFrontend

/// Image files beside the fuzzed palette, so a hostile `images` section reaches every check: files of each kind, a
/// damaged one, a folder, a link inside the project, a link out of it and a loop of links.
public enum ImageFixtures {
    /// File contents by path; `../outside.png` lies outside the project (the palette's folder).
    public static let files: [String: [UInt8]] = [
        "a.png": png(width: 4, height: 4),
        "a@2x.png": png(width: 8, height: 8),
        "b.jpg": [0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0, 4, 0, 4, 1, 1, 0x11, 0, 0xFF, 0xD9],
        "c.svg": Array(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8),
        "d.pdf": Array("%PDF-1.4\n".utf8),
        "cut.png": [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0],
        "Images/inside.png": png(width: 2, height: 4),
        "../outside.png": png(width: 4, height: 4),
    ]

    /// Symbolic links by path.
    public static let links: [String: String] = [
        "Images/link.png": "inside.png",
        "Images/out.png": "../../outside.png",
        "Images/loop.png": "loop2.png",
        "Images/loop2.png": "loop.png",
    ]

    /// The start of a PNG of `width`×`height` pixels: its signature and `IHDR`.
    private static func png(width: UInt8, height: UInt8) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0]
    }
}

/// A `MemoryFileProvider` that traps when a file outside the project (the current folder) is read: the frontend
/// must refuse such an image by its path and its links before reading it.
public struct ProjectOnlyFiles: FileProvider {
    /// The files.
    public var base: MemoryFileProvider

    /// Files and links, read only inside the project.
    public init(files: [String: [UInt8]], links: [String: String]) {
        base = MemoryFileProvider(files: files)
        base.links = links
    }

    /// The bytes of a file inside the project; traps for one outside.
    public func contents(of path: String) -> [UInt8]? {
        if let resolved = base.resolvedPath(path), resolved.hasPrefix("../") || resolved.hasPrefix("/") {
            fatalError("read '\(path)', which leads outside the project to '\(resolved)'")
        }
        return base.contents(of: path)
    }

    /// The entries of a folder.
    public func entries(of path: String) -> [String]? { base.entries(of: path) }

    /// Whether `path` is a folder.
    public func isFolder(_ path: String) -> Bool { base.isFolder(path) }

    /// Where `path` leads.
    public func resolvedPath(_ path: String) -> String? { base.resolvedPath(path) }
}
