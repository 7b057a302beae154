// The `layoutlab` executable: the command line with the built-in catalog.
import LayoutLabCLI

await LayoutLabCLI.main(scenarios: [])
