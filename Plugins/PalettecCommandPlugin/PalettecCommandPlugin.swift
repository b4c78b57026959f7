import Foundation
import PackagePlugin

/// `swift package generate-palette-code`: writes the configured outputs into the package, for teams that commit
/// generated code and review it.
///
/// For each chosen target (`--target NAME`, repeatable; default every source target): `palettec build` of the
/// `palettec.json` in it, or a `NAME.palette.swift` beside each `NAME.palette.json` / `.plist` (the build plugin's
/// naming rule). Without `--target`, a `palettec.json` at the package root is built too. `--check` writes nothing
/// and fails when an output is missing or stale (for CI).
@main
struct PalettecCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        try PaletteCommandRun.refuseUnknown(extractor.remainingArguments)
        let chosen = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let targets = chosen.compactMap { $0 as? SourceModuleTarget }
        var jobs: [PaletteJob] = []
        let scratch = context.pluginWorkDirectoryURL.appendingPathComponent("check")
        if names.isEmpty, let root = PaletteCommandRun.rootConfig(in: context.package.directoryURL) {
            jobs.append(PaletteJobs.config(root, check: check))
        }
        for target in targets.sorted(by: { $0.name < $1.name }) {
            jobs += try PaletteJobs.committed(files: target.sourceFiles.map(\.url), check: check, scratch: scratch)
        }
        try PaletteCommandRun(tool: try context.tool(named: "palettec").url, check: check).run(jobs)
    }
}
