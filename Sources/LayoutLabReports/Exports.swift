// The diff model lives in LayoutLabDiff, which a test suite can use without the store; whoever
// imports the reports sees it too.
@_exported import LayoutLabDiff
