import Foundation
import PalettecTestSupport
import Testing

/// The run's memory budget: reached, it ends the run with `limit-exceeded` and writes nothing.
@Suite struct MemoryBudgetTests {
    /// A palette of `count` colors, one per line, each different.
    static func palette(_ count: Int) -> String {
        let entries = (0..<count).map { index in
            let light = String(format: "#%06X", index * 7919 % 0xFF_FFFF)
            return "\"c\(index)\": { \"light\": \"\(light)\", \"dark\": \"#101010\" }"
        }
        return "{\"lint\": {\"near-duplicate\": false}, \"colors\": {\n" + entries.joined(separator: ",\n") + "\n}}\n"
    }

    @Test func aBuildOverItsBudgetStopsWithADiagnosticAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("big.json", Self.palette(30_000))
        try folder.write(
            "palettec.json",
            """
            { "palettes": ["big.json"], "outputs": [ { "format": "css", "path": "out/big.css" } ] }
            """
        )
        let stopped = try folder.palettec(["build", "--max-memory", "32M"], environment: ["NO_COLOR": "1"])
        #expect(stopped.status == 1, "\(stopped.standardError.prefix(500))")
        #expect(stopped.standardError.hasPrefix("palettec: error: palettec stopped at "))
        #expect(stopped.standardError.hasSuffix("raise the budget with --max-memory SIZE [limit-exceeded]\n"))
        #expect(folder.read("out/big.css") == nil)

        // The same build within the default budget.
        let built = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(built.status == 0, "\(built.standardError.prefix(500))")
        #expect(folder.read("out/big.css") != nil)
    }

    @Test func theBudgetIsASize() throws {
        let folder = try TemporaryFolder()
        let result = try folder.palettec(["lint", "--max-memory", "lots", "x.json"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--max-memory"))
    }
}
