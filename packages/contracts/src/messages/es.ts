import type { Messages } from './en';

/** Spanish messages shared by the server and the web app. */
export const es: Messages = {
  errors: {
    BAD_REQUEST: 'No se pudo entender la solicitud.',
    INVALID_JSON: 'El cuerpo de la solicitud no es un JSON válido.',
    VALIDATION_ERROR: 'Algunos campos no son válidos: {{fields}}.',
    EMAIL_REQUIRED: 'El correo electrónico es obligatorio',
    INVALID_EMAIL: 'Introduce una dirección de correo electrónico válida.',
    UNAUTHENTICATED: 'No hay una sesión de autenticación',
    INSUFFICIENT_CREDITS: 'No tienes créditos suficientes para generar un video.',
    FORBIDDEN: 'No tienes permiso para hacer esto.',
    NOT_FOUND: 'No encontrado.',
    METHOD_NOT_ALLOWED: 'Este método no está permitido aquí.',
    ACTIVE_JOB_EXISTS: 'Ya tienes una generación de video en curso. Espera a que termine.',
    WAITLIST_DUPLICATE: 'Este correo electrónico ya está en nuestra lista de espera',
    PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande (límite {{limit}}).',
    UNSUPPORTED_MEDIA_TYPE: 'Este tipo de contenido no se admite aquí.',
    RATE_LIMITED: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
    INTERNAL_ERROR: 'Se produjo un error. Inténtalo de nuevo.',
    WAITLIST_FAILED: 'Hubo un error al unirte a la lista de espera. Inténtalo de nuevo.',
    SERVICE_UNAVAILABLE: 'Problema temporal del servicio',
  },
  validation: {
    required: 'Este campo es obligatorio.',
    invalid_type: 'Este campo tiene un tipo incorrecto.',
    too_small_string: 'Debe tener al menos {{minimum}} caracteres.',
    too_big_string: 'Debe tener como máximo {{maximum}} caracteres.',
    too_small: 'Debe ser al menos {{minimum}}.',
    too_big: 'Debe ser como máximo {{maximum}}.',
    invalid_format: 'Este campo tiene un formato incorrecto.',
    invalid_value: 'No es uno de los valores permitidos.',
    unrecognized_keys: 'Campos desconocidos: {{keys}}.',
    invalid: 'Este valor no es válido.',
  },
  waitlist: {
    success: '¡Te has unido a la lista de espera!',
  },
};
