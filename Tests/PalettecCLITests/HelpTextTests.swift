import Foundation
import PalettecTestSupport
import Testing

@testable import PalettecCLI

/// Help fits the terminal and speaks only of what each command takes.
@Suite struct HelpTextTests {
    /// Every help text: the overview and each command's.
    static let topics: [[String]] = [["--help"]] + CommandSpec.commandNames.map { ["help", $0] }

    @Test(arguments: [("60", 60), ("", 80), ("1000", 200), ("narrow", 80)])
    func helpIsWrappedToColumnsOr80(_ columns: String, _ width: Int) throws {
        let folder = try TemporaryFolder()
        for topic in Self.topics {
            let help = try folder.palettec(topic, environment: ["COLUMNS": columns])
            #expect(help.status == 0)
            // A word longer than the room left (a URL) stays whole, on a line of its own.
            let long = help.standardOutput.split(separator: "\n").filter {
                $0.count > width && $0.drop { $0 == " " }.contains(" ")
            }
            #expect(long.isEmpty, "\(topic): \(long)")
        }
    }

    @Test func wrappingKeepsEveryWordAndHangsUnderTheHelpColumn() {
        let line = "  --flag VALUE            " + (1...40).map { "word\($0)" }.joined(separator: " ")
        let wrapped = Usage.wrap(line, width: 50).split(separator: "\n")
        #expect(wrapped.allSatisfy { $0.count <= 50 })
        #expect(wrapped.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 26) + "word") })
        #expect(wrapped.flatMap { $0.split(separator: " ") } == line.split(separator: " "))
    }

    @Test(arguments: CommandSpec.commands.map(\.name))
    func helpNamesOnlyOptionsTheCommandTakes(_ command: ParsedCommandLine.Command) throws {
        let text = try #require(Usage.help(for: command.rawValue, width: 200))
        let taken = Set(CommandSpec.flags(of: command).flatMap(\.names))
        let known = Set(CommandSpec.flags.flatMap(\.names))
        let mentioned = text.split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(String.init).filter {
            known.contains($0) && $0.hasPrefix("--")
        }
        #expect(Set(mentioned).subtracting(taken).isEmpty, "\(command.rawValue) mentions \(mentioned)")
    }
}
