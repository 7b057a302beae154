// Another package's executable in miniature, for an app's previews: the whole layoutlab command
// line, and not one scenario listed. Every `#Preview` and `PreviewProvider` compiled into it
// (`ImportsSwiftUI/CounterCard.swift`) is found at run time and recorded as a scenario.
import LayoutLabCLI

await LayoutLabCLI.main(scenarios: [])
