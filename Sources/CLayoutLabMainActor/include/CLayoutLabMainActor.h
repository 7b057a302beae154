// Nothing to import: the target exists for the start-up hook in MainActorHook.c.
