import PaletteModel
import Testing

/// Tests of `PathText`: one answer for every edge case the driver and the readers meet.
@Suite struct PathTextTests {
    @Test(arguments: [
        ("a/b/c.json", "a/b/c.json"),
        ("./a//b/../c.json", "a/c.json"),
        ("", "."),
        (".", "."),
        ("./", "."),
        ("a/..", "."),
        ("a/b/..", "a"),
        ("..", ".."),
        ("../x", "../x"),
        ("a/../../x", "../x"),
        ("../../x/..", "../.."),
        ("/", "/"),
        ("//", "/"),
        ("/..", "/"),
        ("/../a", "/a"),
        ("/a/../../b", "/b"),
        ("a/b/", "a/b"),
        ("a//b///", "a/b"),
        ("/a/b/", "/a/b"),
    ])
    func normalized(path: String, expected: String) {
        #expect(PathText.normalized(path) == expected)
    }

    @Test(arguments: [
        ("a", "b.json", "a/b.json"),
        ("a/", "b.json", "a/b.json"),
        ("a", "/b", "/b"),
        ("a", "/b/../c", "/c"),
        ("", "b", "b"),
        (".", "b", "b"),
        ("", "", "."),
        ("a", "", "a"),
        ("a", ".", "a"),
        ("/", "b", "/b"),
        ("/", "..", "/"),
        ("sub", "../Generated/a.swift", "Generated/a.swift"),
        ("..", "x", "../x"),
        ("a/b", "../../..", ".."),
        ("./a", "./b/", "a/b"),
    ])
    func join(folder: String, path: String, expected: String) {
        #expect(PathText.join(folder, path) == expected)
    }

    @Test(arguments: [
        ("a/b/c.json", "a/b"),
        ("c.json", "."),
        ("a/b/", "a"),
        ("/c.json", "/"),
        ("/", "/"),
        ("/../a", "/"),
        ("", ".."),
        (".", ".."),
        ("..", "../.."),
        ("../x", ".."),
        ("a/..", ".."),
        ("a/b/..", "."),
    ])
    func parent(path: String, expected: String) {
        #expect(PathText.parent(path) == expected)
    }

    @Test(arguments: [
        ("a/b/c.json", "c.json"),
        ("c.json", "c.json"),
        ("a/b/", "b"),
        ("Brand.bundle/", "Brand.bundle"),
        ("/c.json", "c.json"),
        ("/", "/"),
        ("/../a", "a"),
        ("", "."),
        (".", "."),
        ("..", ".."),
        ("a/..", "."),
        ("a/b/..", "a"),
    ])
    func lastComponent(path: String, expected: String) {
        #expect(PathText.lastComponent(path) == expected)
    }

    @Test(arguments: [
        ("Generated/a.swift", true),
        ("./Generated/", true),
        ("", true),
        (".", true),
        ("a/..", true),
        ("a/../b", true),
        ("..", false),
        ("../outside.swift", false),
        ("a/../../x", false),
        ("/tmp/x.swift", false),
        ("/", false),
        ("..hidden", true),
    ])
    func staysInside(path: String, expected: Bool) {
        #expect(PathText.staysInside(path) == expected)
    }

    @Test func aFileIsItsParentJoinedWithItsLastComponent() {
        for path in ["a/b/c.json", "c.json", "/c.json", "../x/y", "./a//b/", "/../a"] {
            #expect(PathText.join(PathText.parent(path), PathText.lastComponent(path)) == PathText.normalized(path))
        }
    }
}
