# Read by cpack once per generator; CPACK_GENERATOR is the one running.
if(CPACK_GENERATOR STREQUAL "TGZ")
  set(CPACK_PACKAGING_INSTALL_PREFIX "")
endif()
