import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// `FileAccessPolicy`'s decisions, and the loader honouring them, on files held in memory.
@Suite struct FileAccessPolicyTests {
    /// Resolves paths the way a `MemoryFileProvider` without links does.
    static func asWritten(_ path: String) -> String? { PathText.normalized(path) }

    @Test func aPathIsAllowedInsideTheProjectOrANamedPathOnly() {
        let policy = FileAccessPolicy(project: "app", named: ["../shared/p.json", "/tokens"])
        let roots = policy.realRoots(Self.asWritten)
        let decide = { (path: String) in policy.refusal(of: path, resolved: Self.asWritten(path), realRoots: roots) }
        #expect(decide("app/p.json") == nil)
        #expect(decide("app/a/../b.json") == nil)
        #expect(decide("../shared/p.json") == nil)
        #expect(decide("/tokens/deep/t.json") == nil)
        #expect(decide("../shared/other.json") == .outsideProject(throughLink: false))
        #expect(decide("app/../secret.env") == .outsideProject(throughLink: false))
        #expect(decide("/etc/passwd") == .outsideProject(throughLink: false))
        #expect(decide("/tokens-other/t.json") == .outsideProject(throughLink: false))
        // Where the path leads decides: a link inside the project that leads out is refused.
        #expect(
            policy.refusal(of: "app/l.json", resolved: "/etc/passwd", realRoots: roots)
                == .outsideProject(throughLink: true)
        )
        // A path that names nothing is judged as written.
        #expect(policy.refusal(of: "/nothing", resolved: nil, realRoots: roots) == .outsideProject(throughLink: false))
        #expect(policy.refusal(of: "app/nothing", resolved: nil, realRoots: roots) == nil)
    }

    @Test func theLoadersPolicyComesFromItsInputs() {
        let named = FileAccessPolicy(inputs: [.init(path: "../x/p.json")])
        #expect(named.roots == [".", "../x/p.json"])
        let configured = FileAccessPolicy(inputs: [.init(path: "app/p.json", project: "app")])
        #expect(configured.roots == ["app"])
    }

    @Test func aResolversReferencesAreReadOnlyInsideTheProject() throws {
        let resolver = MarkedText(
            ##"""
            {"version": "2025.10", "sets": {"base": {"sources": [
              {"$ref": "tokens.json"}, 1️⃣{"$ref": "../secret.json"}, 2️⃣{"$ref": "linked.json"}, 3️⃣{"$ref": "fifo.json"}
            ]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """##
        )
        var files = MemoryFileProvider(texts: [
            "app/p.resolver.json": resolver.text,
            "app/tokens.json": ##"{"a": {"$type": "color", "$value": "#FFFFFF"}}"##,
            "secret.json": ##"{"b": {"$type": "color", "$value": "#000000"}}"##,
        ])
        files.links["app/linked.json"] = "../secret.json"
        files.specialFiles["app/fifo.json"] = "a FIFO"
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: "app/p.resolver.json", project: "app")],
            files: files,
            diagnostics: &diagnostics
        )
        #expect(loaded.sources["secret.json"] == nil)
        let found: [String] = diagnostics.diagnostics.map { diagnostic in
            let place = diagnostic.location.map { "\($0.path):\($0.line):\($0.column)" } ?? "-"
            return place + " " + diagnostic.rule.rawValue
        }
        let path = "app/p.resolver.json"
        let expected: [String] = [
            resolver.place("1️⃣", in: path) + " read-outside-project",
            resolver.place("2️⃣", in: path) + " read-outside-project",
            resolver.place("3️⃣", in: path) + " not-regular-file",
        ]
        #expect(found == expected)
    }
}
