// Nothing to declare: this target exists for its module map (include/module.modulemap).
