// Swift's concurrency runtime takes its main executor from a factory named once, before the
// first task runs (`_createExecutors(factory:)`). A test runner or a user's `main` starts tasks
// before any engine code is reached, so the engine names its factory here, as the program
// loads (Sources/LayoutLab/Runtime/CaseMainActor.swift says why it needs one).
extern void layoutlab_install_case_main_executor(void);

__attribute__((constructor)) static void layoutlab_main_actor_hook(void) {
    layoutlab_install_case_main_executor();
}
