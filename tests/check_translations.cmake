# The translations must be complete: lupdate is run over the sources into
# scratch copies of the .ts files, so a string added to the code without a
# translation fails here, and lrelease must report no unfinished message.
file(MAKE_DIRECTORY ${WORK_DIR})
file(GLOB ts_files ${TS_DIR}/*.ts)
foreach(ts IN LISTS ts_files)
    get_filename_component(name ${ts} NAME)
    configure_file(${ts} ${WORK_DIR}/${name} COPYONLY)
    execute_process(COMMAND ${LUPDATE} -silent -no-obsolete -locations none ${SOURCE_DIRS} -ts ${WORK_DIR}/${name}
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "lupdate ${name} failed:\n${out}")
    endif()
    execute_process(COMMAND ${LRELEASE} ${WORK_DIR}/${name} -qm ${WORK_DIR}/${name}.qm
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0 OR NOT out MATCHES "\\(([0-9]+) finished and 0 unfinished\\)" OR out MATCHES "untranslated")
        message(FATAL_ERROR "${name} is not complete:\n${out}")
    endif()
    message(STATUS "${name}: ${out}")
endforeach()
